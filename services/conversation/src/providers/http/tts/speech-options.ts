import { decodeWav, encodeWav } from '../../local/tts/wav.js';
import { BUILT_IN_VOICES } from '../../local/tts/voices.js';
import type { SpokenSentence } from '../../types.js';
import { asUnavailable, type ProviderEndpoint } from '../provider-call.js';

/** What every cloud voice adapter is made with (registry.ts fills it from the service config). */
export interface HttpSpeechOptions {
  apiKey: string;
  baseUrl?: string;
  model?: string;
  allowLoopback: boolean;
}

export const SPEECH_TIMEOUT_MS = 30_000;

/** A built-in voice name (alloy, echo, ...) rather than one of the provider's own voice ids. */
export function isBuiltInVoice(voice: string): boolean {
  return Object.hasOwn(BUILT_IN_VOICES, voice);
}

/**
 * A provider's WAV as one sentence: rewritten as a plain 16-bit WAV (streamed WAVs carry
 * placeholder sizes some decoders refuse), measured, without viseme timings (the avatar
 * player follows the loudness then).
 */
export function sentenceFromWav(endpoint: ProviderEndpoint, wav: Buffer): SpokenSentence {
  try {
    const decoded = decodeWav(wav);
    return {
      audio: encodeWav(decoded.samples, decoded.sampleRate),
      contentType: 'audio/wav',
      durationMs: decoded.durationMs,
      visemes: [],
    };
  } catch (error) {
    throw asUnavailable(endpoint, new Error(`the audio is not a 16-bit WAV (${(error as Error).message})`));
  }
}

/** Raw 16-bit little-endian mono PCM as a WAV. */
export function wavFromPcm16(pcm: Buffer, sampleRate: number): Buffer {
  const samples = new Float32Array(Math.floor(pcm.length / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
  return encodeWav(samples, sampleRate);
}

export async function bodyBytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}
