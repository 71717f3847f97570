import type { ToolCall, ToolChoiceRequest } from '../../types.js';

/** A call of one of the offered tools with object arguments, else null (an unknown tool, odd arguments). */
export function offeredCall(request: ToolChoiceRequest, name: unknown, args: unknown): ToolCall | null {
  if (typeof name !== 'string' || !request.tools.some((tool) => tool.name === name)) return null;
  if (typeof args !== 'object' || args === null || Array.isArray(args)) return null;
  return { name, arguments: args as Record<string, unknown> };
}
