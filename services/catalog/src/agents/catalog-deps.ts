import type { Bus, Logger } from '@avatarium/platform';
import type { AgentRepository } from './agent.repository.js';

export interface CatalogDeps {
  agents: AgentRepository;
  bus: Bus;
  logger: Logger;
}
