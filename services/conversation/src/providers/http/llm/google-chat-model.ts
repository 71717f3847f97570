import { z } from 'zod';

import type { ChatModel, ChatRequest } from '../../types.js';
import { joinUrl } from '../provider-call.js';
import { eventJson } from '../sse.js';
import { streamChat } from '../streamed-chat.js';
import { CHAT_TIMEOUT_MS, type HttpChatOptions } from './chat-options.js';
import { chooseGoogleTool } from './google-tool-choice.js';

const Chunk = z.object({
  candidates: z
    .array(z.object({ content: z.object({ parts: z.array(z.object({ text: z.string().optional() })).optional() }).optional() }))
    .optional(),
});

/**
 * Google's Gemini API, `models/{model}:streamGenerateContent?alt=sse`: the persona goes in
 * `systemInstruction`, the assistant's turns are role `model`.
 */
export function createGoogleChatModel(options: HttpChatOptions): ChatModel {
  const model = options.model ?? 'gemini-2.5-flash';
  const endpoint = { provider: 'Google', stage: 'llm' as const, allowLoopback: options.allowLoopback };
  return {
    name: `google:${model}`,
    stream(request: ChatRequest) {
      const system = request.messages
        .filter((message) => message.role === 'system')
        .map((message) => ({ text: message.content }));
      const body = {
        ...(system.length > 0 && { systemInstruction: { parts: system } }),
        contents: request.messages
          .filter((message) => message.role !== 'system')
          .map((message) => ({ role: message.role === 'assistant' ? 'model' : 'user', parts: [{ text: message.content }] })),
        generationConfig: {
          ...(request.maxTokens !== undefined && { maxOutputTokens: request.maxTokens }),
          ...(request.temperature !== undefined && { temperature: request.temperature }),
        },
      };
      const base = options.baseUrl ?? 'https://generativelanguage.googleapis.com/v1beta';
      return streamChat(
        endpoint,
        joinUrl(base, `/models/${encodeURIComponent(model)}:streamGenerateContent?alt=sse`),
        { headers: { 'x-goog-api-key': options.apiKey }, body, signal: request.signal, timeoutMs: CHAT_TIMEOUT_MS },
        (event) => {
          const chunk = Chunk.parse(eventJson('Google', event));
          const text = (chunk.candidates?.[0]?.content?.parts ?? []).map((part) => part.text ?? '').join('');
          return { text };
        },
      );
    },
    chooseTool: (request) => chooseGoogleTool(endpoint, { apiKey: options.apiKey, baseUrl: options.baseUrl, model }, request),
  };
}
