import type { ReplyOf, RequestOf, catalogActions } from '@avatarium/contracts';
import { isVisibleTo } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { isShareToken } from './share-link.js';

type Reply = ReplyOf<typeof catalogActions.getAgentForViewer>;
const NOTHING: Reply = { agent: null, requiresSignIn: false };

/**
 * The viewer's access rule: the owner, anyone for a public agent, anyone with the owner's
 * link when anonymous access is on, a signed-in user with the link when it is off. A signed-out
 * visitor with a login-required link is told to sign in; everything else sees nothing.
 */
export async function getAgentForViewer(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.getAgentForViewer>,
): Promise<Reply> {
  const stored = await deps.agents.sharing.findForViewer(input.agentId);
  if (!stored) return NOTHING;
  const { agent, shareToken } = stored;
  if (isVisibleTo(agent, input.userId)) return { agent, requiresSignIn: false };
  if (!isShareToken(shareToken, input.shareToken)) return NOTHING;
  if (agent.share.anonymous_enabled || input.userId !== null) return { agent, requiresSignIn: false };
  return { agent: null, requiresSignIn: true };
}
