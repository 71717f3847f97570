import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

import { sendJson, startProviderServer, type ProviderHandler } from '../../../../../../testkit/providers/provider-server.js';
import { EngineUnavailableError } from '../../types.js';
import { createDeepgramSpeechRecognizer } from './deepgram-speech-recognizer.js';
import { createOpenAiSpeechRecognizer } from './openai-speech-recognizer.js';

const recording = readFileSync(new URL('../../../../../../testkit/fixtures/question.webm', import.meta.url));

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

describe('OpenAI transcription', () => {
  it('uploads the recording as a multipart file with the model and language, and returns the text', async () => {
    let form: FormData | undefined;
    const server = await serve(async (request, res) => {
      form = await new Response(new Uint8Array(request.body), {
        headers: { 'content-type': request.headers['content-type']! },
      }).formData();
      sendJson(res, { text: ' What is your name? ' });
    });
    const stt = createOpenAiSpeechRecognizer({ apiKey: 'sk-t', baseUrl: `${server.origin}/v1`, allowLoopback: true });

    expect(await stt.transcribe({ audio: recording, contentType: 'audio/webm;codecs=opus', language: 'en-US' })).toEqual({
      text: 'What is your name?',
    });
    expect(server.requests[0]!.path).toBe('/v1/audio/transcriptions');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer sk-t');
    const file = form!.get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(recording)).toBe(true);
    expect(form!.get('model')).toBe('gpt-4o-mini-transcribe');
    expect(form!.get('language')).toBe('en');
  });

  it('names a refused key as speech recognition being unavailable', async () => {
    const server = await serve((_, res) => sendJson(res, { error: { message: 'nope' } }, 403));
    const stt = createOpenAiSpeechRecognizer({ apiKey: 'sk-t', baseUrl: server.origin, allowLoopback: true });
    const failure = await stt.transcribe({ audio: recording, contentType: 'audio/webm' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EngineUnavailableError);
    expect((failure as EngineUnavailableError).stage).toBe('stt');
    expect((failure as Error).message).toBe('OpenAI transcription refused the API key (HTTP 403)');
  });
});

describe('Deepgram', () => {
  it('posts the recording as the body with its type and reads the first transcript', async () => {
    const server = await serve((_, res) =>
      sendJson(res, {
        metadata: { request_id: 'r1' },
        results: { channels: [{ alternatives: [{ transcript: 'What is your name?', confidence: 0.98 }] }] },
      }),
    );
    const stt = createDeepgramSpeechRecognizer({ apiKey: 'dg', baseUrl: server.origin, allowLoopback: true });
    expect(await stt.transcribe({ audio: recording, contentType: 'audio/webm', language: 'en' })).toEqual({
      text: 'What is your name?',
    });
    const [request] = server.requests;
    expect(request!.path).toBe('/v1/listen?model=nova-3&smart_format=true&language=en');
    expect(request!.headers.authorization).toBe('Token dg');
    expect(request!.headers['content-type']).toBe('audio/webm');
    expect(request!.body.equals(recording)).toBe(true);
  });

  it('reports a reply it cannot read', async () => {
    const server = await serve((_, res) => sendJson(res, { unexpected: true }));
    const stt = createDeepgramSpeechRecognizer({ apiKey: 'dg', baseUrl: server.origin, allowLoopback: true });
    await expect(stt.transcribe({ audio: recording, contentType: 'audio/webm' })).rejects.toThrow(/Deepgram: unexpected reply/);
  });
});
