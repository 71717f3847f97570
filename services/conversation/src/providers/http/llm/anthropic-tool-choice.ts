import { z } from 'zod';

import type { ToolCall, ToolChoiceRequest } from '../../types.js';
import { asUnavailable, callProvider, joinUrl, type ProviderEndpoint } from '../provider-call.js';
import { offeredCall } from './tool-call-of.js';

const Message = z.object({
  content: z.array(z.object({ type: z.string(), name: z.string().optional(), input: z.unknown().optional() })),
});

/**
 * Anthropic's tool use (Messages API `tools`, `tool_choice: auto`, not streamed): a `tool_use`
 * content block is the call, with its `input` as the arguments; a reply without one is none.
 */
export async function chooseAnthropicTool(
  endpoint: ProviderEndpoint,
  options: { apiKey: string; baseUrl?: string; model: string },
  request: ToolChoiceRequest,
): Promise<ToolCall | null> {
  const system = request.messages.filter((message) => message.role === 'system').map((message) => message.content);
  const response = await callProvider(endpoint, joinUrl(options.baseUrl ?? 'https://api.anthropic.com', '/v1/messages'), {
    method: 'POST',
    headers: { 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01' },
    body: {
      model: options.model,
      ...(system.length > 0 && { system: system.join('\n\n') }),
      messages: request.messages.filter((message) => message.role !== 'system'),
      tools: request.tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.parameters })),
      tool_choice: { type: 'auto' },
      max_tokens: 200,
    },
    signal: request.signal,
    timeoutMs: 10_000,
  });
  let message: z.infer<typeof Message>;
  try {
    message = Message.parse(await response.json());
  } catch (error) {
    throw asUnavailable(endpoint, error, request.signal);
  }
  const use = message.content.find((block) => block.type === 'tool_use');
  return use ? offeredCall(request, use.name, use.input) : null;
}
