import { catalogActions, collections } from '@avatarium/contracts';
import type { ServiceConnections } from '@avatarium/platform';
import type { AgentRepository } from '../agents/repository/agent.repository.js';
import { CollectionRepository } from './collection.repository.js';
import {
  createCollection,
  deleteCollection,
  collectionListsAgent,
  getCollectionPage,
  getOwnedCollection,
  listCollections,
  setCollectionMedia,
  setCollectionSharing,
  updateCollection,
} from './collection-use-cases.js';
import type { CollectionsDeps } from './collections-deps.js';

const QUEUE = 'catalog';

/** Answers the collection subjects, and takes a deleted agent out of every collection (once, by queue group). */
export async function registerCollections(
  connections: Pick<ServiceConnections, 'mongo' | 'bus' | 'logger'> & { agents: AgentRepository },
): Promise<void> {
  const repository = new CollectionRepository(connections.mongo);
  await repository.init();
  const deps: CollectionsDeps = {
    collections: repository,
    agents: connections.agents,
    bus: connections.bus,
    logger: connections.logger,
  };
  const { bus } = connections;
  bus.serve(collections.listCollections, (input) => listCollections(deps, input), QUEUE);
  bus.serve(collections.getOwnedCollection, (input) => getOwnedCollection(deps, input), QUEUE);
  bus.serve(collections.createCollection, (input) => createCollection(deps, input), QUEUE);
  bus.serve(collections.updateCollection, (input) => updateCollection(deps, input), QUEUE);
  bus.serve(collections.deleteCollection, (input) => deleteCollection(deps, input), QUEUE);
  bus.serve(collections.setCollectionMedia, (input) => setCollectionMedia(deps, input), QUEUE);
  bus.serve(collections.setCollectionSharing, (input) => setCollectionSharing(deps, input), QUEUE);
  bus.serve(collections.getCollectionPage, (input) => getCollectionPage(deps, input), QUEUE);
  bus.serve(collections.collectionListsAgent, (input) => collectionListsAgent(deps, input), QUEUE);
  bus.subscribe(
    catalogActions.agentDeleted,
    (event) =>
      void repository
        .removeAgent(event.agentId)
        .catch((error: unknown) =>
          connections.logger.warn('removing a deleted agent from collections failed', { error: String(error) }),
        ),
    { queue: QUEUE },
  );
}
