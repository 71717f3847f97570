import { z } from 'zod';

import type { ChatModel, ChatRequest } from '../../types.js';
import { joinUrl } from '../provider-call.js';
import { eventJson } from '../sse.js';
import { streamChat } from '../streamed-chat.js';
import { chooseAnthropicTool } from './anthropic-tool-choice.js';
import { CHAT_TIMEOUT_MS, type HttpChatOptions } from './chat-options.js';

const Event = z.object({
  type: z.string(),
  delta: z.object({ type: z.string().optional(), text: z.string().optional() }).optional(),
  error: z.object({ message: z.string() }).optional(),
});

/**
 * Anthropic's Messages API with `stream: true`: the system prompt travels apart from the
 * messages, text arrives in `content_block_delta` events, `message_stop` ends the reply.
 */
export function createAnthropicChatModel(options: HttpChatOptions): ChatModel {
  const model = options.model ?? 'claude-haiku-4-5';
  const endpoint = { provider: 'Anthropic', stage: 'llm' as const, allowLoopback: options.allowLoopback };
  return {
    name: `anthropic:${model}`,
    stream(request: ChatRequest) {
      const system = request.messages.filter((message) => message.role === 'system').map((message) => message.content);
      const body = {
        model,
        ...(system.length > 0 && { system: system.join('\n\n') }),
        messages: request.messages.filter((message) => message.role !== 'system'),
        max_tokens: request.maxTokens ?? 1024,
        stream: true,
        ...(request.temperature !== undefined && { temperature: request.temperature }),
      };
      return streamChat(
        endpoint,
        joinUrl(options.baseUrl ?? 'https://api.anthropic.com', '/v1/messages'),
        {
          headers: { 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01' },
          body,
          signal: request.signal,
          timeoutMs: CHAT_TIMEOUT_MS,
        },
        (event) => {
          const parsed = Event.parse(eventJson('Anthropic', event));
          if (parsed.type === 'error') throw new Error(parsed.error?.message ?? 'the stream failed');
          if (parsed.type === 'message_stop') return { done: true };
          return {
            text: parsed.type === 'content_block_delta' && parsed.delta?.type === 'text_delta' ? parsed.delta.text : undefined,
          };
        },
      );
    },
    chooseTool: (request) => chooseAnthropicTool(endpoint, { apiKey: options.apiKey, baseUrl: options.baseUrl, model }, request),
  };
}
