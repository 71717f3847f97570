import type { Bus, Logger } from '@avatarium/platform';
import type { AgentRepository } from '../agents/repository/agent.repository.js';
import type { CollectionRepository } from './collection.repository.js';

export interface CollectionsDeps {
  collections: CollectionRepository;
  agents: AgentRepository;
  bus: Bus;
  logger: Logger;
}
