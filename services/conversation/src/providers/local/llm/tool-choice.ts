import type { ChatMessage, ToolCall, ToolChoiceRequest, ToolSpec } from '../../types.js';

/**
 * Tool calls on the offline model (issue 28): its wire format has none, so the choice is an
 * answer under a JSON grammar, `{"call": "none"}` or `{"call": "<tool>", "arguments": {...}}`,
 * which always parses into one of the offered tools (or none) with arguments of its schema.
 */

/** The grammar's schema: no call, or one of the tools with its arguments. */
export function toolChoiceSchema(tools: readonly ToolSpec[]): Record<string, unknown> {
  return {
    oneOf: [
      { type: 'object', properties: { call: { const: 'none' } } },
      ...tools.map((tool) => ({
        type: 'object',
        properties: { call: { const: tool.name }, arguments: tool.parameters },
      })),
    ],
  };
}

/** The request's messages, the system message told which tools there are and how to answer. */
export function toolChoiceMessages(request: ToolChoiceRequest): ChatMessage[] {
  const listed = request.tools.map((tool) => `- ${tool.name}: ${tool.description}`).join('\n');
  const how = `Tools:\n${listed}\nAnswer with JSON only: {"call": "<tool name>", "arguments": {...}} to call a tool, else {"call": "none"}.`;
  const [first, ...rest] = request.messages;
  if (first?.role === 'system') return [{ role: 'system', content: `${first.content}\n\n${how}` }, ...rest];
  return [{ role: 'system', content: how }, ...request.messages];
}

/** The call the answer names, or null for none (an answer cut short by the token limit is none). */
export function toolCallOf(text: string, tools: readonly ToolSpec[]): ToolCall | null {
  let answer: { call?: unknown; arguments?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new Error('the tool choice was cut short');
  }
  const tool = tools.find((candidate) => candidate.name === answer.call);
  if (!tool) return null;
  const args = typeof answer.arguments === 'object' && answer.arguments !== null ? answer.arguments : {};
  return { name: tool.name, arguments: args as Record<string, unknown> };
}
