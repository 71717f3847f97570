import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { heldSession, parseInput, TextBody } from '../validation.js';

/** What the visitor is typing, not sent yet: read ahead by the offline model (true when it will be). */
export async function draftConversationText(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown; text: unknown },
): Promise<boolean> {
  const held = heldSession(input);
  const { text } = parseInput(TextBody, { text: input.text });
  return (await deps.bus.request(conversation.draftText, { ...held, text })).readAhead;
}
