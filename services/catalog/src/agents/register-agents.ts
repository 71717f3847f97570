import { catalog } from '@avatarium/contracts';
import { applyGeneration } from './apply-generation.js';
import type { CatalogDeps } from './catalog-deps.js';
import { createAgent } from './create-agent.js';
import { discardAgent } from './discard-agent.js';
import { getAgent } from './get-agent.js';
import { listCommunityAgents } from './list-community-agents.js';
import { listOwnedAgents } from './list-owned-agents.js';

const QUEUE = 'catalog';

/** Answers the agent subjects as one member of the `catalog` queue group. */
export function registerAgents(deps: CatalogDeps): void {
  deps.bus.serve(catalog.createAgent, (input) => createAgent(deps, input), QUEUE);
  deps.bus.serve(catalog.getAgent, (input) => getAgent(deps, input), QUEUE);
  deps.bus.serve(catalog.listOwnedAgents, (input) => listOwnedAgents(deps, input), QUEUE);
  deps.bus.serve(catalog.applyGeneration, (input) => applyGeneration(deps, input), QUEUE);
  deps.bus.serve(catalog.listCommunityAgents, (input) => listCommunityAgents(deps, input), QUEUE);
  deps.bus.serve(catalog.discardAgent, (input) => discardAgent(deps, input), QUEUE);
}
