import type { SpeechRequest, SpeechSynthesizer } from '../../types.js';
import { callProvider, joinUrl } from '../provider-call.js';
import {
  bodyBytes,
  isBuiltInVoice,
  sentenceFromWav,
  SPEECH_TIMEOUT_MS,
  wavFromPcm16,
  type HttpSpeechOptions,
} from './speech-options.js';

const SAMPLE_RATE = 22_050;
/** ElevenLabs' premade "Rachel": spoken when the agent has a built-in voice name instead of an ElevenLabs voice id. */
export const ELEVENLABS_DEFAULT_VOICE = '21m00Tcm4TlvDq8ikWAM';

/** ElevenLabs' `POST /v1/text-to-speech/{voice_id}` as raw 16-bit PCM, wrapped in a WAV here. */
export function createElevenLabsSpeechSynthesizer(options: HttpSpeechOptions): SpeechSynthesizer {
  const model = options.model ?? 'eleven_flash_v2_5';
  const endpoint = { provider: 'ElevenLabs', stage: 'tts' as const, allowLoopback: options.allowLoopback };
  return {
    name: `elevenlabs:${model}`,
    async speak(request: SpeechRequest) {
      const voice = isBuiltInVoice(request.voice) ? ELEVENLABS_DEFAULT_VOICE : request.voice;
      const path = `/v1/text-to-speech/${encodeURIComponent(voice)}?output_format=pcm_${SAMPLE_RATE}`;
      const response = await callProvider(endpoint, joinUrl(options.baseUrl ?? 'https://api.elevenlabs.io', path), {
        headers: { 'xi-api-key': options.apiKey, accept: 'audio/pcm' },
        body: { text: request.text, model_id: model, language_code: request.language.split('-')[0] },
        signal: request.signal,
        timeoutMs: SPEECH_TIMEOUT_MS,
      });
      return sentenceFromWav(endpoint, wavFromPcm16(await bodyBytes(response), SAMPLE_RATE));
    },
  };
}
