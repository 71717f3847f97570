import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { agentIdOf } from '../validation.js';

/** Starting reads the agent, its link and the payer's credits in the service: more than a plain read. */
const START_TIMEOUT_MS = 15_000;

/**
 * Starts talking to an agent the caller may open: their own, a public one, or one opened with
 * its share link (`share`, the link's token; login-required links need a signed-in caller).
 * The reply's token is the session: whoever holds it talks, hears and ends it.
 */
export function startConversation(
  deps: Pick<GatewayDeps, 'bus' | 'authLimiter' | 'config'>,
  caller: { userId: string | null; clientKey: string },
  input: { agentId: unknown; share?: string | null; collection?: string | null },
): Promise<conversation.StartedSession> {
  const { userId } = caller;
  const agentId = agentIdOf(input.agentId);
  // Sessions cost someone credits: a cap per client address, and per agent for signed-out
  // visitors (whose sessions the owner pays for), before anything is started.
  deps.authLimiter.consume(`conversation-start:${caller.clientKey}`, deps.config.CONVERSATION_STARTS_PER_IP_PER_MINUTE);
  if (userId === null) {
    deps.authLimiter.consume(
      `conversation-start-agent:${agentId}`,
      deps.config.CONVERSATION_ANONYMOUS_STARTS_PER_AGENT_PER_MINUTE,
    );
  }
  // The service compares the token; an oversized one cannot match anything.
  const shareToken = input.share && input.share.length <= 200 ? input.share : null;
  // The collection page the visitor came from (its plan may pay); anything malformed is simply ignored.
  const collectionId = input.collection && /^col_[A-Za-z0-9_-]{16}$/.test(input.collection) ? input.collection : null;
  return deps.bus.request(
    conversation.startSession,
    { agentId, userId, shareToken, collectionId },
    { timeoutMs: START_TIMEOUT_MS },
  );
}
