import { agentStorageKeys, catalogActions, mediaAssets, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { AGENT_NOT_FOUND } from './agent-access.js';
import { bumpCommunityVersion } from './bump-community-version.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';

export const DELETE_FAILED = 'Could not delete the agent right now. Please try again.';
// Removing files (videos, the model bundle, uploads) can take a while on remote storage.
const DELETE_TIMEOUT_MS = 120_000;

/**
 * Deletes the owner's agent for good. Files (and the generation job) go first, through the
 * media service; if that fails the agent stays and the owner can try again (every step is
 * idempotent). Then its votes and the document; the deletion is announced to the owner's
 * pages and, for a public agent, to the community.
 */
export async function deleteAgent(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.deleteAgent>,
): Promise<ReplyOf<typeof catalogActions.deleteAgent>> {
  const stored = await deps.agents.findOwned(input.agentId, input.ownerId);
  // Anyone but the owner: NOT_FOUND, public or not (a delete never says whose an agent is).
  if (!stored) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  const { agent } = stored;
  try {
    const result = await deps.bus.request(
      mediaAssets.deleteAssets,
      { ownerId: agent.ownerId, agentId: agent.id, keys: agentStorageKeys(agent) },
      { timeoutMs: DELETE_TIMEOUT_MS },
    );
    if (result.skipped.length > 0)
      deps.logger.warn('agent keys outside its folders were kept', { agentId: agent.id, keys: result.skipped });
  } catch (error) {
    deps.logger.warn('deleting the agent files failed; the agent is kept', { agentId: agent.id, error });
    throw new AppError('UNAVAILABLE', DELETE_FAILED);
  }
  await deps.votes.deleteForAgent(agent.id);
  const removed = await deps.agents.lifecycle.deleteOfOwner(agent.id, input.ownerId);
  if (!removed) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  const wasPublic = removed.visibility === 'public';
  // Before the reply: the next gallery read, on any replica, no longer shows it.
  if (wasPublic) await bumpCommunityVersion(deps);
  deps.bus.publish(catalogActions.agentDeleted, { agentId: removed.id, ownerId: removed.ownerId, wasPublic });
  if (wasPublic) deps.bus.publish(catalogActions.communityAgentChanged, { agentId: removed.id, agent: null });
  return { agentId: removed.id, deleted: true };
}
