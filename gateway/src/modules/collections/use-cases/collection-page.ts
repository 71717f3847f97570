import { collections, UserId } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';
import { toRestAgent } from '../../shared/agent-view.js';
import { toCollectionView } from '../collection-view.js';
import { collectionIdOf } from './manage-collections.js';

/**
 * The public page /collections?userId&collectionId: readable by anyone when public, by the
 * owner otherwise; the same 'not found' for a private, missing or mistyped one.
 */
export async function getCollectionPage(
  deps: Pick<GatewayDeps, 'bus' | 'storage'>,
  viewerId: string | null,
  input: { userId: unknown; collectionId: unknown },
) {
  const ownerId = UserId.safeParse(input.userId);
  if (!ownerId.success) throw new AppError('NOT_FOUND', collections.COLLECTION_NOT_FOUND);
  const page = await deps.bus.request(collections.getCollectionPage, {
    ownerId: ownerId.data,
    collectionId: collectionIdOf(input.collectionId),
    viewerId,
  });
  const [collection, agents] = await Promise.all([
    toCollectionView(page.collection, deps.storage),
    Promise.all(page.agents.map((agent) => toRestAgent(agent, deps.storage))),
  ]);
  // The owner list (agent_codes) may hold agents a visitor cannot see: only the shown ones go out.
  return {
    collection: { ...collection, agent_codes: agents.map((agent) => agent.id) },
    agents,
    agentEntities: page.agents,
    isOwner: page.isOwner,
  };
}
