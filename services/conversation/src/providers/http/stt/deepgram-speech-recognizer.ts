import { z } from 'zod';

import type { SpeechRecognizer, TranscriptionRequest } from '../../types.js';
import { asUnavailable, callProvider, joinUrl } from '../provider-call.js';
import type { HttpRecognizerOptions } from './recognizer-options.js';

const Listen = z.object({
  results: z.object({
    channels: z.array(z.object({ alternatives: z.array(z.object({ transcript: z.string() })) })),
  }),
});

/** Deepgram's pre-recorded `POST /v1/listen` with the recording as the body. */
export function createDeepgramSpeechRecognizer(options: HttpRecognizerOptions): SpeechRecognizer {
  const model = options.model ?? 'nova-3';
  const endpoint = { provider: 'Deepgram', stage: 'stt' as const, allowLoopback: options.allowLoopback };
  return {
    name: `deepgram:${model}`,
    async transcribe(request: TranscriptionRequest) {
      const query = new URLSearchParams({ model, smart_format: 'true' });
      if (request.language) query.set('language', request.language);
      const response = await callProvider(
        endpoint,
        joinUrl(options.baseUrl ?? 'https://api.deepgram.com', `/v1/listen?${query}`),
        {
          headers: { authorization: `Token ${options.apiKey}`, 'content-type': request.contentType },
          body: new Uint8Array(request.audio),
          signal: request.signal,
        },
      );
      const parsed = Listen.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw asUnavailable(endpoint, new Error('unexpected reply'));
      return { text: (parsed.data.results.channels[0]?.alternatives[0]?.transcript ?? '').trim() };
    },
  };
}
