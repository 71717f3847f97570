import { z } from 'zod';

import type { ChatModel, ChatRequest } from '../../types.js';
import { joinUrl } from '../provider-call.js';
import { eventJson } from '../sse.js';
import { streamChat } from '../streamed-chat.js';
import { CHAT_TIMEOUT_MS, type HttpChatOptions } from './chat-options.js';
import { chooseOpenAiTool } from './openai-tool-choice.js';

const Chunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullish() }).optional() })),
});

/**
 * OpenAI's Chat Completions with `stream: true` (server-sent `data:` chunks, then `[DONE]`).
 * The same wire format serves Ollama, llama.cpp's server, vLLM and others through a base URL;
 * those may need no key.
 */
export function createOpenAiChatModel(options: HttpChatOptions): ChatModel {
  const model = options.model ?? 'gpt-4o-mini';
  const endpoint = { provider: 'OpenAI', stage: 'llm' as const, allowLoopback: options.allowLoopback };
  return {
    name: `openai:${model}`,
    stream(request: ChatRequest) {
      const body = {
        model,
        messages: request.messages,
        stream: true,
        ...(request.maxTokens !== undefined && { max_tokens: request.maxTokens }),
        ...(request.temperature !== undefined && { temperature: request.temperature }),
      };
      return streamChat(
        endpoint,
        joinUrl(options.baseUrl ?? 'https://api.openai.com/v1', '/chat/completions'),
        {
          headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
          body,
          signal: request.signal,
          timeoutMs: CHAT_TIMEOUT_MS,
        },
        (event) => {
          if (event.data.trim() === '[DONE]') return { done: true };
          const chunk = Chunk.parse(eventJson('OpenAI', event));
          return { text: chunk.choices[0]?.delta?.content ?? undefined };
        },
      );
    },
    chooseTool: (request) => chooseOpenAiTool(endpoint, { apiKey: options.apiKey, baseUrl: options.baseUrl, model }, request),
  };
}
