import { z } from 'zod';

import type { ToolCall, ToolChoiceRequest } from '../../types.js';
import { asUnavailable, callProvider, joinUrl, type ProviderEndpoint } from '../provider-call.js';
import { offeredCall } from './tool-call-of.js';

const Reply = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z
              .array(z.object({ functionCall: z.object({ name: z.string(), args: z.unknown().optional() }).optional() }))
              .optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

/**
 * Gemini's function calling (`models/{model}:generateContent` with `tools.functionDeclarations`,
 * mode AUTO): a part with `functionCall` is the call; a reply without one is none.
 */
export async function chooseGoogleTool(
  endpoint: ProviderEndpoint,
  options: { apiKey: string; baseUrl?: string; model: string },
  request: ToolChoiceRequest,
): Promise<ToolCall | null> {
  const system = request.messages.filter((message) => message.role === 'system').map((message) => ({ text: message.content }));
  const base = options.baseUrl ?? 'https://generativelanguage.googleapis.com/v1beta';
  const response = await callProvider(endpoint, joinUrl(base, `/models/${encodeURIComponent(options.model)}:generateContent`), {
    method: 'POST',
    headers: { 'x-goog-api-key': options.apiKey },
    body: {
      ...(system.length > 0 && { systemInstruction: { parts: system } }),
      contents: request.messages
        .filter((message) => message.role !== 'system')
        .map((message) => ({ role: message.role === 'assistant' ? 'model' : 'user', parts: [{ text: message.content }] })),
      tools: [
        {
          functionDeclarations: request.tools.map((tool) => ({
            name: tool.name,
            description: tool.description,
            parameters: tool.parameters,
          })),
        },
      ],
      toolConfig: { functionCallingConfig: { mode: 'AUTO' } },
    },
    signal: request.signal,
    timeoutMs: 10_000,
  });
  let reply: z.infer<typeof Reply>;
  try {
    reply = Reply.parse(await response.json());
  } catch (error) {
    throw asUnavailable(endpoint, error, request.signal);
  }
  const call = (reply.candidates?.[0]?.content?.parts ?? []).find((part) => part.functionCall)?.functionCall;
  return call ? offeredCall(request, call.name, call.args ?? {}) : null;
}
