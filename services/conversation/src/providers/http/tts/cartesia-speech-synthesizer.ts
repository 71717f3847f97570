import type { SpeechRequest, SpeechSynthesizer } from '../../types.js';
import { callProvider, joinUrl } from '../provider-call.js';
import { bodyBytes, isBuiltInVoice, sentenceFromWav, SPEECH_TIMEOUT_MS, type HttpSpeechOptions } from './speech-options.js';

/** A Cartesia library voice, spoken when the agent has a built-in voice name instead of a Cartesia voice id. */
export const CARTESIA_DEFAULT_VOICE = 'a0e99841-438c-4a64-b679-ae501e7d6091';

/** Cartesia's `POST /tts/bytes` asked for a 16-bit WAV. */
export function createCartesiaSpeechSynthesizer(options: HttpSpeechOptions): SpeechSynthesizer {
  const model = options.model ?? 'sonic-2';
  const endpoint = { provider: 'Cartesia', stage: 'tts' as const, allowLoopback: options.allowLoopback };
  return {
    name: `cartesia:${model}`,
    async speak(request: SpeechRequest) {
      const response = await callProvider(endpoint, joinUrl(options.baseUrl ?? 'https://api.cartesia.ai', '/tts/bytes'), {
        headers: { 'x-api-key': options.apiKey, 'cartesia-version': '2024-06-10', accept: 'audio/wav' },
        body: {
          model_id: model,
          transcript: request.text,
          voice: { mode: 'id', id: isBuiltInVoice(request.voice) ? CARTESIA_DEFAULT_VOICE : request.voice },
          output_format: { container: 'wav', encoding: 'pcm_s16le', sample_rate: 22_050 },
          language: request.language.split('-')[0],
        },
        signal: request.signal,
        timeoutMs: SPEECH_TIMEOUT_MS,
      });
      return sentenceFromWav(endpoint, await bodyBytes(response));
    },
  };
}
