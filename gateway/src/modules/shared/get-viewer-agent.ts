import { AgentId, catalogActions, type Agent } from '@avatarium/contracts';
import type { GatewayDeps } from '../../http/context.js';

/**
 * The viewer route's read (/view/{id}[?share=token]): the owner's agent, a public one, or one
 * opened with a valid share link (anonymous links for anyone, login-required ones for
 * signed-in users: `requiresSignIn` tells a signed-out visitor to sign in).
 */
export async function getViewerAgent(
  deps: Pick<GatewayDeps, 'bus'>,
  userId: string | null,
  input: { id: string; share?: string | null },
): Promise<{ agent: Agent | null; requiresSignIn: boolean }> {
  const agentId = AgentId.safeParse(input.id);
  if (!agentId.success) return { agent: null, requiresSignIn: false };
  // The catalog compares the token; an oversized one cannot match anything.
  const share = input.share && input.share.length <= 200 ? input.share : null;
  return deps.bus.request(catalogActions.getAgentForViewer, { agentId: agentId.data, userId, shareToken: share });
}
