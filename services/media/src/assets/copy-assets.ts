import { mediaAssets, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import type { Logger, Storage } from '@avatarium/platform';

export interface AssetsDeps {
  storage: Storage;
  logger: Logger;
}

type Copy = { from: string; to: string };

/** The keys to copy: the ones given, then every generated file of the source agent, each once. */
async function sourcesOf(storage: Storage, input: RequestOf<typeof mediaAssets.copyAssets>): Promise<string[]> {
  const keys = new Set(input.keys);
  for await (const object of storage.list(`agents/${input.fromAgentId}`)) keys.add(object.key);
  return [...keys];
}

/**
 * Copies a source agent's files to the keys of its clone (mediaAssets.cloneKeyOf), streaming
 * each one. A key that is not stored is left out; a failure removes the copies made so far.
 */
export async function copyAssets(
  deps: AssetsDeps,
  input: RequestOf<typeof mediaAssets.copyAssets>,
): Promise<ReplyOf<typeof mediaAssets.copyAssets>> {
  const target = { ownerId: input.ownerId, agentId: input.agentId };
  const copies: Copy[] = [];
  try {
    for (const from of await sourcesOf(deps.storage, input)) {
      if (!(await deps.storage.stat(from))) continue;
      const to = mediaAssets.cloneKeyOf(from, { agentId: input.fromAgentId }, target);
      const object = await deps.storage.get(from);
      await deps.storage.put(to, object.body, object.contentType);
      copies.push({ from, to });
    }
  } catch (error) {
    deps.logger.warn('copying agent files failed; removing the copies', { from: input.fromAgentId, to: input.agentId, error });
    await Promise.all(copies.map((copy) => deps.storage.delete(copy.to).catch(() => undefined)));
    throw error;
  }
  return { copies };
}
