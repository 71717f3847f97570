import { z } from 'zod';

import type { ToolCall, ToolChoiceRequest } from '../../types.js';
import { asUnavailable, callProvider, joinUrl, type ProviderEndpoint } from '../provider-call.js';

const Completion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          tool_calls: z
            .array(z.object({ type: z.string().optional(), function: z.object({ name: z.string(), arguments: z.string() }) }))
            .nullish(),
        }),
      }),
    )
    .min(1),
});

/**
 * OpenAI's native tool calls (Chat Completions `tools`, `tool_choice: auto`, not streamed): the
 * model picks one of the tools with its arguments, or answers without one (null). Arguments
 * that are not a JSON object count as none. The same wire format serves OpenAI-compatible servers.
 */
export async function chooseOpenAiTool(
  endpoint: ProviderEndpoint,
  options: { apiKey: string; baseUrl?: string; model: string },
  request: ToolChoiceRequest,
): Promise<ToolCall | null> {
  const response = await callProvider(endpoint, joinUrl(options.baseUrl ?? 'https://api.openai.com/v1', '/chat/completions'), {
    method: 'POST',
    headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    body: {
      model: options.model,
      messages: request.messages,
      tools: request.tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
      })),
      tool_choice: 'auto',
      max_tokens: 100,
    },
    signal: request.signal,
    timeoutMs: 10_000,
  });
  let parsed: z.infer<typeof Completion>;
  try {
    parsed = Completion.parse(await response.json());
  } catch (error) {
    throw asUnavailable(endpoint, error, request.signal);
  }
  const call = parsed.choices[0]!.message.tool_calls?.[0]?.function;
  if (!call || !request.tools.some((tool) => tool.name === call.name)) return null;
  try {
    const args: unknown = JSON.parse(call.arguments || '{}');
    return typeof args === 'object' && args !== null && !Array.isArray(args)
      ? { name: call.name, arguments: args as Record<string, unknown> }
      : null;
  } catch {
    return null;
  }
}
