import { mediaAssets, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import type { Logger, Storage } from '@avatarium/platform';
import type { GenerationJobRepository } from '../generation/jobs/generation-job.repository.js';

export interface DeleteAssetsDeps {
  storage: Storage;
  jobs: Pick<GenerationJobRepository, 'delete'>;
  logger: Logger;
}

/**
 * Removes an agent's files (the given keys inside its folders, and everything in them) and
 * its generation job. Keys outside the agent's folders are skipped and reported: a wrong
 * record must never remove another agent's files. Deleting what is gone already is fine.
 */
export async function deleteAssets(
  deps: DeleteAssetsDeps,
  input: RequestOf<typeof mediaAssets.deleteAssets>,
): Promise<ReplyOf<typeof mediaAssets.deleteAssets>> {
  const folders = mediaAssets.agentAssetFolders(input.ownerId, input.agentId);
  const inside = (key: string) => folders.some((folder) => key.startsWith(`${folder}/`));
  const keys = new Set(input.keys.filter(inside));
  const skipped = input.keys.filter((key) => !inside(key));
  for (const folder of folders) {
    for await (const object of deps.storage.list(folder)) keys.add(object.key);
  }
  for (const key of keys) await deps.storage.delete(key);
  await deps.jobs.delete(input.agentId, input.ownerId);
  deps.logger.info('agent files deleted', { agentId: input.agentId, files: keys.size });
  return { deleted: keys.size, skipped };
}
