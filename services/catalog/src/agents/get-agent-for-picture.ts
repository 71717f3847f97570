import type { ReplyOf, RequestOf, catalogActions } from '@avatarium/contracts';
import { isVisibleTo } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { isShareToken } from './share-link.js';

type Reply = ReplyOf<typeof catalogActions.getAgentForPicture>;

/**
 * The picture's access rule (a chat widget's launcher): the owner, anyone for a public agent,
 * anyone with the owner's link of either type; everything else sees nothing.
 */
export async function getAgentForPicture(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.getAgentForPicture>,
): Promise<Reply> {
  const stored = await deps.agents.sharing.findForViewer(input.agentId);
  if (!stored) return { agent: null };
  const { agent, shareToken } = stored;
  return { agent: isVisibleTo(agent, input.userId) || isShareToken(shareToken, input.shareToken) ? agent : null };
}
