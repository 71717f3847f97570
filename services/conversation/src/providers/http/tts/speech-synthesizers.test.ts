import { afterEach, describe, expect, it } from 'vitest';

import {
  sendJson,
  startProviderServer,
  toneWav,
  type ProviderHandler,
} from '../../../../../../testkit/providers/provider-server.js';
import { decodeWav } from '../../local/tts/wav.js';
import { EngineUnavailableError } from '../../types.js';
import { CARTESIA_DEFAULT_VOICE, createCartesiaSpeechSynthesizer } from './cartesia-speech-synthesizer.js';
import { createElevenLabsSpeechSynthesizer, ELEVENLABS_DEFAULT_VOICE } from './elevenlabs-speech-synthesizer.js';
import { createOpenAiSpeechSynthesizer } from './openai-speech-synthesizer.js';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function serve(handler: ProviderHandler) {
  const server = await startProviderServer(handler);
  stop = server.stop;
  return server;
}

/** A WAV as a streaming server sends it: sizes left at 0xFFFFFFFF. */
function streamedWav(ms: number): Buffer {
  const wav = toneWav(ms);
  wav.writeUInt32LE(0xffffffff, 4);
  wav.writeUInt32LE(0xffffffff, 40);
  return wav;
}

const sentence = { text: 'Hello there.', voice: 'nova', language: 'en-US' };

describe('OpenAI speech', () => {
  it('asks for WAV in the agent voice and returns a playable, measured sentence', async () => {
    const server = await serve((_, res) => res.writeHead(200, { 'content-type': 'audio/wav' }).end(streamedWav(1200)));
    const tts = createOpenAiSpeechSynthesizer({ apiKey: 'sk-t', baseUrl: `${server.origin}/v1`, allowLoopback: true });

    const spoken = await tts.speak(sentence);
    expect(spoken.contentType).toBe('audio/wav');
    expect(spoken.durationMs).toBeCloseTo(1200, 0);
    expect(decodeWav(spoken.audio).durationMs).toBeCloseTo(1200, 0);
    expect(spoken.audio.readUInt32LE(4)).toBe(spoken.audio.length - 8); // real sizes, not the streaming placeholder
    expect(spoken.visemes).toEqual([]);
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/audio/speech');
    expect(request!.headers.authorization).toBe('Bearer sk-t');
    expect(request!.json).toEqual({ model: 'gpt-4o-mini-tts', input: 'Hello there.', voice: 'nova', response_format: 'wav' });
  });

  it('names a refused key as the voice being unavailable', async () => {
    const server = await serve((_, res) => sendJson(res, { error: { message: 'bad key sk-t' } }, 401));
    const tts = createOpenAiSpeechSynthesizer({ apiKey: 'sk-t', baseUrl: server.origin, allowLoopback: true });
    const failure = await tts.speak(sentence).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineUnavailableError);
    expect((failure as EngineUnavailableError).stage).toBe('tts');
    expect((failure as Error).message).not.toContain('sk-t');
  });

  it('reports audio it cannot read', async () => {
    const server = await serve((_, res) =>
      res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from('ID3 not a wav')),
    );
    const tts = createOpenAiSpeechSynthesizer({ apiKey: 'k', baseUrl: server.origin, allowLoopback: true });
    await expect(tts.speak(sentence)).rejects.toThrow(/not a 16-bit WAV/);
  });
});

describe('ElevenLabs', () => {
  it('asks for raw PCM with the key header and wraps it in a WAV', async () => {
    const pcm = toneWav(500, 22_050).subarray(44);
    const server = await serve((_, res) => res.writeHead(200, { 'content-type': 'audio/pcm' }).end(pcm));
    const tts = createElevenLabsSpeechSynthesizer({ apiKey: 'xi', baseUrl: server.origin, allowLoopback: true });

    const spoken = await tts.speak(sentence);
    expect(decodeWav(spoken.audio)).toMatchObject({ sampleRate: 22_050, channels: 1 });
    expect(spoken.durationMs).toBeCloseTo(500, 0);
    const [request] = server.requests;
    expect(request!.path).toBe(`/v1/text-to-speech/${ELEVENLABS_DEFAULT_VOICE}?output_format=pcm_22050`);
    expect(request!.headers['xi-api-key']).toBe('xi');
    expect(request!.json).toMatchObject({ text: 'Hello there.', model_id: 'eleven_flash_v2_5', language_code: 'en' });
  });

  it('speaks an ElevenLabs voice id as given', async () => {
    const server = await serve((_, res) => res.writeHead(200).end(Buffer.alloc(2_000)));
    const tts = createElevenLabsSpeechSynthesizer({ apiKey: 'xi', baseUrl: server.origin, allowLoopback: true });
    await tts.speak({ ...sentence, voice: 'pNInz6obpgDQGcFmaJgB' });
    expect(server.requests[0]!.path).toMatch(/^\/v1\/text-to-speech\/pNInz6obpgDQGcFmaJgB\?/);
  });
});

describe('Cartesia', () => {
  it('asks for a 16-bit WAV with the version header', async () => {
    const server = await serve((_, res) => res.writeHead(200, { 'content-type': 'audio/wav' }).end(toneWav(800, 22_050)));
    const tts = createCartesiaSpeechSynthesizer({ apiKey: 'ck', baseUrl: server.origin, allowLoopback: true });
    const spoken = await tts.speak(sentence);
    expect(spoken.durationMs).toBeCloseTo(800, 0);
    const [request] = server.requests;
    expect(request!.path).toBe('/tts/bytes');
    expect(request!.headers['x-api-key']).toBe('ck');
    expect(request!.headers['cartesia-version']).toBe('2024-06-10');
    expect(request!.json).toMatchObject({
      model_id: 'sonic-2',
      transcript: 'Hello there.',
      voice: { mode: 'id', id: CARTESIA_DEFAULT_VOICE },
      output_format: { container: 'wav', encoding: 'pcm_s16le', sample_rate: 22_050 },
      language: 'en',
    });
  });
});
