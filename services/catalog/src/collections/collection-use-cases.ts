import { collections, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { checkCollectable, visibleAgents } from './collection-agents.js';
import type { CollectionsDeps } from './collections-deps.js';

type Collection = collections.Collection;
const notFound = () => new AppError('NOT_FOUND', collections.COLLECTION_NOT_FOUND);

export function listCollections(
  deps: CollectionsDeps,
  input: RequestOf<typeof collections.listCollections>,
): Promise<Collection[]> {
  return deps.collections.listOfOwner(input.ownerId);
}

export async function getOwnedCollection(deps: CollectionsDeps, input: RequestOf<typeof collections.getOwnedCollection>) {
  return (await deps.collections.findOfOwner(input.collectionId, input.ownerId)) ?? Promise.reject(notFound());
}

export async function createCollection(deps: CollectionsDeps, input: RequestOf<typeof collections.createCollection>) {
  const fields = collections.CollectionFields.parse(input.fields);
  const agent_codes = await checkCollectable(deps, input.ownerId, fields.agent_codes);
  return deps.collections.create(input.ownerId, { ...fields, agent_codes });
}

export async function updateCollection(deps: CollectionsDeps, input: RequestOf<typeof collections.updateCollection>) {
  const existing = await deps.collections.findOfOwner(input.collectionId, input.ownerId);
  if (!existing) throw notFound();
  const set: Record<string, unknown> = { ...input.fields };
  if (input.fields.agent_codes) set.agent_codes = await checkCollectable(deps, input.ownerId, input.fields.agent_codes);
  // The intro video plays only once there is one.
  if (input.fields.heroshot_enabled && !existing.heroshot_key) set.heroshot_enabled = false;
  return (await deps.collections.update(input.collectionId, input.ownerId, set)) ?? Promise.reject(notFound());
}

/** Deletes it and names the files it leaves behind (logo, heroshot) for the caller to remove. */
export async function deleteCollection(deps: CollectionsDeps, input: RequestOf<typeof collections.deleteCollection>) {
  const removed = await deps.collections.delete(input.collectionId, input.ownerId);
  if (!removed) throw notFound();
  return { deleted: true, keys: [removed.logo_key, removed.heroshot_key].filter((key): key is string => key !== null) };
}

export async function setCollectionMedia(deps: CollectionsDeps, input: RequestOf<typeof collections.setCollectionMedia>) {
  const result = await deps.collections.setMedia(
    input.collectionId,
    input.ownerId,
    input.media === 'logo' ? 'logo_key' : 'heroshot_key',
    input.key,
  );
  if (!result) throw notFound();
  return result;
}

export async function setCollectionSharing(deps: CollectionsDeps, input: RequestOf<typeof collections.setCollectionSharing>) {
  const updated = await deps.collections.update(input.collectionId, input.ownerId, {
    'share.public_enabled': input.public_enabled,
  });
  if (!updated) throw notFound();
  return updated;
}

/** The public page: only when public, or for its owner; the same NOT_FOUND for everything else. */
export async function getCollectionPage(deps: CollectionsDeps, input: RequestOf<typeof collections.getCollectionPage>) {
  const collection = await deps.collections.find(input.collectionId);
  if (!collection || collection.ownerId !== input.ownerId) throw notFound();
  const isOwner = input.viewerId === collection.ownerId;
  if (!isOwner && !collection.share.public_enabled) throw notFound();
  return { collection, agents: await visibleAgents(deps, collection.agent_codes, collection.ownerId, isOwner), isOwner };
}

/** Listed, and shown to visitors: the collection is public and the agent too. */
export async function collectionListsAgent(deps: CollectionsDeps, input: RequestOf<typeof collections.collectionListsAgent>) {
  const collection = await deps.collections.find(input.collectionId);
  if (!collection?.share.public_enabled || !collection.agent_codes.includes(input.agentId)) return { listed: false };
  return { listed: (await deps.agents.findById(input.agentId, { kind: 'public' })) !== null };
}
