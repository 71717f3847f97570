import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { heldSession, parseInput, TextBody } from '../validation.js';

/** A typed question; the answer streams on the session's events. */
export function sendConversationText(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown; text: unknown },
): Promise<{ turnId: string }> {
  const held = heldSession(input);
  const { text } = parseInput(TextBody, { text: input.text });
  return deps.bus.request(conversation.sendText, { ...held, text });
}
