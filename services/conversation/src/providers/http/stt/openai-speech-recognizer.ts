import { z } from 'zod';

import type { SpeechRecognizer, TranscriptionRequest } from '../../types.js';
import { asUnavailable, callProvider, joinUrl } from '../provider-call.js';
import { fileNameFor, type HttpRecognizerOptions } from './recognizer-options.js';

const Transcription = z.object({ text: z.string() });

/** OpenAI's `POST /audio/transcriptions` (multipart: the recording, the model, a language hint). */
export function createOpenAiSpeechRecognizer(options: HttpRecognizerOptions): SpeechRecognizer {
  const model = options.model ?? 'gpt-4o-mini-transcribe';
  const endpoint = { provider: 'OpenAI transcription', stage: 'stt' as const, allowLoopback: options.allowLoopback };
  return {
    name: `openai:${model}`,
    async transcribe(request: TranscriptionRequest) {
      const form = new FormData();
      form.append('file', new Blob([request.audio], { type: request.contentType }), fileNameFor(request.contentType));
      form.append('model', model);
      if (request.language) form.append('language', request.language.split('-')[0]!);
      const response = await callProvider(
        endpoint,
        joinUrl(options.baseUrl ?? 'https://api.openai.com/v1', '/audio/transcriptions'),
        {
          headers: { authorization: `Bearer ${options.apiKey}` },
          body: form,
          signal: request.signal,
        },
      );
      const parsed = Transcription.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw asUnavailable(endpoint, new Error('unexpected reply'));
      return { text: parsed.data.text.trim() };
    },
  };
}
