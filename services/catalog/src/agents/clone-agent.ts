import {
  AGENT_RECORD_KEYS,
  agentStorageKeys,
  catalogActions,
  generateAgentId,
  mediaAssets,
  type Agent,
  type AgentStatusRecord,
  type RequestOf,
} from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { visibleOrNotFound } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';
import { announceChange } from './announce-change.js';

// As create-agent: a collision among ~2.1 billion codes is rare; several in a row is something else.
const MAX_ATTEMPTS = 8;
export const NOT_READY_FOR_CLONE = 'Only a ready agent can be cloned.';
export const CLONE_FAILED = 'Could not clone the agent right now. Please try again.';
// Copying files can take a while (videos, the model bundle).
const COPY_TIMEOUT_MS = 120_000;

/**
 * Copies a ready agent (the user's own or a public one) into the user's agents. The clone's
 * document goes in first (it reserves the new code; its keys are still empty), then the
 * media service copies the files to the new code's keys, then the keys are set and the clone
 * announced. If the copy fails the half-made clone and its files are removed again.
 */
export async function cloneAgent(deps: AgentActionsDeps, input: RequestOf<typeof catalogActions.cloneAgent>): Promise<Agent> {
  const { agent: source } = visibleOrNotFound(await deps.agents.findVisibleTo(input.agentId, input.userId), input.userId);
  if (!catalogActions.isAgentReady(source.record)) throw new AppError('CONFLICT', NOT_READY_FOR_CLONE);
  const empty: AgentStatusRecord = { ...source.record, image_key: null, video_key: null, lip_sync_key: null, model_key: null };
  let clone: Agent | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && !clone; attempt++) {
    clone = await deps.agents.lifecycle.insertClone({
      ...source,
      id: generateAgentId(),
      ownerId: input.userId,
      visibility: 'private',
      votes: 0,
      revision: 0,
      share: { anonymous_enabled: false, deployment: 'weblink' },
      record: empty,
    });
  }
  if (!clone) {
    deps.logger.error('could not issue a free agent id for a clone', { attempts: MAX_ATTEMPTS });
    throw new AppError('UNAVAILABLE', CLONE_FAILED);
  }
  const target = { ownerId: clone.ownerId, agentId: clone.id };
  try {
    const { copies } = await deps.bus.request(
      mediaAssets.copyAssets,
      { ...target, fromAgentId: source.id, keys: agentStorageKeys(source) },
      { timeoutMs: COPY_TIMEOUT_MS },
    );
    const moved = new Map(copies.map((copy) => [copy.from, copy.to]));
    const to = (key: string | null) => (key ? (moved.get(key) ?? null) : null);
    const record = { ...source.record };
    for (const field of AGENT_RECORD_KEYS) record[field] = to(source.record[field]);
    const done = await deps.agents.lifecycle.setKeysOfOwner(clone.id, clone.ownerId, {
      record,
      poster_key: to(source.poster_key),
      audio_key: to(source.audio_key),
    });
    if (!done) throw new AppError('NOT_FOUND', 'Agent not found');
    await announceChange(deps, done);
    return done;
  } catch (error) {
    deps.logger.warn('clone failed; removing the partial clone', { agentId: clone.id, from: source.id, error });
    await deps.agents.lifecycle.deleteOfOwner(clone.id, clone.ownerId);
    await deps.bus.request(mediaAssets.deleteAssets, { ...target, keys: [] }).catch(() => undefined);
    throw new AppError('UNAVAILABLE', CLONE_FAILED);
  }
}
