import { conversation, dynamics, knowledge, slides, type Agent, type shop } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

const DYNAMICS_URL_TTL_SECONDS = 24 * 3600;

/**
 * The feature blocks GET /api/agents/{id} carries for the agent's owner (spec 003 section 7,
 * spec 002 section 3): `knowledge` {faq, enabled} and `slides` {enabled, slides[...]}, each
 * null when the agent has none ({} while one is being generated), and `conversation_budget`
 * {monthly_credits, spent_this_month} (issue 30), and `shopify_mcp` (spec 003 section 3, issue 28), and
 * `dynamics` with signed video URLs (issue 27). Nobody else sees them. A
 * block the knowledge service cannot give now is left out (unknown), never shown as none.
 * Asked of the knowledge service over its contracts (the agent and its owner are known here),
 * not through the knowledge module: modules do not import each other.
 */
export async function getAgentFeatureBlocks(
  deps: Pick<GatewayDeps, 'bus' | 'config' | 'storage'>,
  viewerId: string | null,
  agent: Pick<Agent, 'id' | 'ownerId' | 'conversation_budget' | 'shopify_mcp' | 'dynamics'>,
): Promise<{
  knowledge?: knowledge.Knowledge | null;
  slides?: slides.SlidesState['slides'] | null;
  conversation_budget?: { monthly_credits: number | null; spent_this_month: number };
  shopify_mcp?: shop.ShopifyMcp;
  dynamics?: dynamics.DynamicsView;
}> {
  if (!viewerId || viewerId !== agent.ownerId) return {};
  const [faq, deck, spend, movements] = await Promise.allSettled([
    deps.bus.request(knowledge.getKnowledge, { agentId: agent.id, ownerId: viewerId }),
    deps.bus.request(slides.getSlides, { agentId: agent.id, ownerId: viewerId }),
    deps.bus.request(conversation.getBudgetSpend, { agentId: agent.id }),
    dynamics.dynamicsView(agent.dynamics, (key) => deps.storage.signedUrl(key, DYNAMICS_URL_TTL_SECONDS)),
  ]);
  return {
    shopify_mcp: agent.shopify_mcp,
    ...(movements.status === 'fulfilled' ? { dynamics: movements.value } : {}),
    ...(faq.status === 'fulfilled' ? { knowledge: faq.value?.knowledge ?? null } : {}),
    ...(deck.status === 'fulfilled' ? { slides: deck.value?.slides ?? null } : {}),
    ...(spend.status === 'fulfilled'
      ? {
          conversation_budget: {
            monthly_credits: agent.conversation_budget.monthly_credits,
            spent_this_month: spend.value.spent,
          },
        }
      : {}),
  };
}
