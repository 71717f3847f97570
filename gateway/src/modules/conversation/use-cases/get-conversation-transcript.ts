import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { heldSession } from '../validation.js';

/**
 * A session's transcript for the party who started it (the page resumes the conversation after
 * a reload): the token's holder, signed in as the starter (or signed out, when it was started
 * signed out). Anyone else is refused as for every other call of the session.
 */
export function getConversationTranscript(
  deps: Pick<GatewayDeps, 'bus'>,
  userId: string | null,
  input: { sessionId: unknown; sessionToken: unknown },
): Promise<conversation.SessionTranscript> {
  return deps.bus.request(conversation.getTranscript, { ...heldSession(input), userId });
}
