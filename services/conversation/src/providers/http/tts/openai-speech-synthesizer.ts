import type { SpeechRequest, SpeechSynthesizer } from '../../types.js';
import { callProvider, joinUrl } from '../provider-call.js';
import { bodyBytes, isBuiltInVoice, sentenceFromWav, SPEECH_TIMEOUT_MS, type HttpSpeechOptions } from './speech-options.js';

/** OpenAI's `POST /audio/speech` asked for WAV; the built-in voice names are OpenAI's own. */
export function createOpenAiSpeechSynthesizer(options: HttpSpeechOptions): SpeechSynthesizer {
  const model = options.model ?? 'gpt-4o-mini-tts';
  const endpoint = { provider: 'OpenAI speech', stage: 'tts' as const, allowLoopback: options.allowLoopback };
  return {
    name: `openai:${model}`,
    async speak(request: SpeechRequest) {
      const response = await callProvider(endpoint, joinUrl(options.baseUrl ?? 'https://api.openai.com/v1', '/audio/speech'), {
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'audio/wav' },
        body: {
          model,
          input: request.text,
          voice: isBuiltInVoice(request.voice) ? request.voice : 'alloy',
          response_format: 'wav',
        },
        signal: request.signal,
        timeoutMs: SPEECH_TIMEOUT_MS,
      });
      return sentenceFromWav(endpoint, await bodyBytes(response));
    },
  };
}
