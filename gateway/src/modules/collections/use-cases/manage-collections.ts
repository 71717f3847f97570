import { collections } from '@avatarium/contracts';
import { AppError, type Storage } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { toCollectionView } from '../collection-view.js';

type Deps = Pick<GatewayDeps, 'bus' | 'storage'>;

/** Every input is parsed here once; the first problem's own text is the answer (spec 001 section 5). */
export function parseCollectionInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('BAD_INPUT', result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

export function collectionIdOf(value: unknown): string {
  const parsed = collections.CollectionId.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', collections.COLLECTION_NOT_FOUND);
  return parsed.data;
}

export const CreateInput = z.object({
  name: z.string({ message: collections.COLLECTION_NAME_REQUIRED }),
  description: z.string().nullish(),
  layout: collections.CollectionLayout.nullish(),
  contact_link: z.string().nullish(),
  agent_codes: z.array(z.string()).nullish(),
});

export const UpdateInput = z.object({
  name: z.string().nullish(),
  description: z.string().nullish(),
  layout: collections.CollectionLayout.nullish(),
  contact_link: z.string().nullish(),
  heroshot_enabled: z.boolean().nullish(),
  agent_codes: z.array(z.string()).nullish(),
});

const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

export async function listCollections(deps: Deps, ownerId: string) {
  const list = await deps.bus.request(collections.listCollections, { ownerId });
  return Promise.all(list.map((collection) => toCollectionView(collection, deps.storage)));
}

export async function getCollection(deps: Deps, ownerId: string, collectionId: unknown) {
  const collection = await deps.bus.request(collections.getOwnedCollection, {
    ownerId,
    collectionId: collectionIdOf(collectionId),
  });
  return toCollectionView(collection, deps.storage);
}

export async function createCollection(deps: Deps, ownerId: string, input: unknown) {
  const fields = defined(parseCollectionInput(CreateInput, input));
  const parsed = parseCollectionInput(collections.CollectionFields, fields);
  return toCollectionView(await deps.bus.request(collections.createCollection, { ownerId, fields: parsed }), deps.storage);
}

export async function updateCollection(deps: Deps, ownerId: string, collectionId: unknown, input: unknown) {
  const id = collectionIdOf(collectionId);
  const fields = defined(parseCollectionInput(UpdateInput, input));
  const request = { ownerId, collectionId: id, fields };
  parseCollectionInput(collections.updateCollection.request, request);
  return toCollectionView(await deps.bus.request(collections.updateCollection, request), deps.storage);
}

/** Deletes the collection, then its logo and intro video files. */
export async function deleteCollection(deps: Deps, ownerId: string, collectionId: unknown) {
  const { keys } = await deps.bus.request(collections.deleteCollection, { ownerId, collectionId: collectionIdOf(collectionId) });
  await deleteQuietly(deps.storage, keys);
  return { success: true, deleted: true };
}

export async function getSharing(deps: Deps, ownerId: string, collectionId: unknown) {
  const collection = await deps.bus.request(collections.getOwnedCollection, {
    ownerId,
    collectionId: collectionIdOf(collectionId),
  });
  return { public_enabled: collection.share.public_enabled };
}

export const SharingInput = z.object({ public_enabled: z.boolean({ message: 'public_enabled must be true or false' }) });

export async function setSharing(deps: Deps, ownerId: string, collectionId: unknown, input: unknown) {
  const { public_enabled } = parseCollectionInput(SharingInput, input);
  const updated = await deps.bus.request(collections.setCollectionSharing, {
    ownerId,
    collectionId: collectionIdOf(collectionId),
    public_enabled,
  });
  return { public_enabled: updated.share.public_enabled };
}

/** Files a collection no longer uses; a failure leaves an orphan for the sweeper, never an error for the owner. */
export async function deleteQuietly(storage: Storage, keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(keys.filter((key): key is string => Boolean(key)).map((key) => storage.delete(key).catch(() => undefined)));
}
