import { z } from 'zod';
import { AgentId } from '../catalog/agent-id.js';
import { defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { ownerUploadsPrefix, UPLOADS_PREFIX } from './upload-keys.js';

/** A storage key as the storage layer accepts it (slash-separated safe segments). */
const StorageKey = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/, 'Invalid storage key')
  .refine((key) => !key.includes('..'), 'Invalid storage key');

/**
 * Copies an agent's stored files for a clone (the media service owns storage). Copied are
 * the given keys (the source's record, poster and audio keys) and every generated file under
 * `agents/<fromAgentId>/`. New keys belong to the new agent: `agents/<from>/x` becomes
 * `agents/<agentId>/x`, `uploads/<anyone>/<from>/x` becomes `uploads/<ownerId>/<agentId>/x`,
 * anything else `agents/<agentId>/copied/<key>`. The source owner's raw uploads are not
 * copied unless the record points at them. A given key that is not stored is left out of
 * `copies` (the caller drops it). A failure part-way removes what was copied, then fails.
 */
export const copyAssets = defineRequest(
  'media.assets.copy',
  z.object({ ownerId: UserId, agentId: AgentId, fromAgentId: AgentId, keys: z.array(StorageKey).max(50) }),
  z.object({ copies: z.array(z.object({ from: z.string(), to: z.string() })) }),
);

/**
 * Deletes an agent's stored files and its generation job record: the given keys that belong
 * to this agent (under `agents/<agentId>/` or `uploads/<ownerId>/<agentId>/`; any other key
 * is skipped, so a wrong record can never remove another agent's files), and everything
 * under those two folders. Idempotent: files already gone count as deleted.
 */
export const deleteAssets = defineRequest(
  'media.assets.delete',
  z.object({ ownerId: UserId, agentId: AgentId, keys: z.array(StorageKey).max(50) }),
  z.object({ deleted: z.number().int().nonnegative(), skipped: z.array(z.string()) }),
);

/** Where a copied key goes (see copyAssets); shared so both ends agree. */
export function cloneKeyOf(key: string, from: { agentId: string }, to: { ownerId: string; agentId: string }): string {
  const generated = `agents/${from.agentId}/`;
  if (key.startsWith(generated)) return `agents/${to.agentId}/${key.slice(generated.length)}`;
  // uploads/<owner>/<agent>/<file>: the owner segment is the source's, whoever that was.
  const [owner, agent, ...rest] = key.startsWith(UPLOADS_PREFIX) ? key.slice(UPLOADS_PREFIX.length).split('/') : [];
  if (owner && agent === from.agentId && rest.length > 0)
    return `${ownerUploadsPrefix(to.ownerId)}${to.agentId}/${rest.join('/')}`;
  return `agents/${to.agentId}/copied/${key}`;
}

/** The folders holding an agent's files: generated ones and the owner's uploads for it. */
export function agentAssetFolders(ownerId: string, agentId: string): string[] {
  return [`agents/${agentId}`, `${ownerUploadsPrefix(ownerId)}${agentId}`];
}
