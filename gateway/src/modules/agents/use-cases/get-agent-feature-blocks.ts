import type { Agent, knowledge, slides } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../context.js';
import { knowledgeOrNull } from '../../knowledge/use-cases/knowledge.js';
import { agentSlides } from '../../knowledge/use-cases/slides.js';

/**
 * The feature blocks GET /api/agents/{id} carries for the agent's owner (spec 003 section 7,
 * spec 002 section 3): `knowledge` {faq, enabled} and `slides` {enabled, slides[...]}, each
 * null when the agent has none ({} while one is being generated). Nobody else sees them. A
 * block the knowledge service cannot give now is left out (unknown), never shown as none.
 */
export async function getAgentFeatureBlocks(
  deps: Pick<GatewayDeps, 'bus' | 'config'>,
  viewerId: string | null,
  agent: Pick<Agent, 'id' | 'ownerId'>,
): Promise<{ knowledge?: knowledge.Knowledge | null; slides?: slides.SlidesState['slides'] | null }> {
  if (!viewerId || viewerId !== agent.ownerId) return {};
  const [faq, deck] = await Promise.allSettled([
    knowledgeOrNull(deps, viewerId, agent.id),
    agentSlides(deps, viewerId, agent.id),
  ]);
  return {
    ...(faq.status === 'fulfilled' ? { knowledge: faq.value?.knowledge ?? null } : {}),
    ...(deck.status === 'fulfilled' ? { slides: deck.value?.slides ?? null } : {}),
  };
}
