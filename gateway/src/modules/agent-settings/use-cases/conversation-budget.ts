import { agentSettingsActions, conversation, type Agent } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { onAgent } from '../../shared/agent-action.js';
import { ConversationBudgetBody } from '../validation.js';

type Deps = Pick<GatewayDeps, 'bus'>;

/** The owner's view of the budget: the limit (null: none) and what visitors' sessions spent this month. */
export interface ConversationBudgetView {
  monthly_credits: number | null;
  spent_this_month: number;
}

/**
 * The owner's monthly conversation budget of the agent with this month's spending (the
 * conversation service counts it). The caller has checked the viewer owns the agent.
 */
export async function conversationBudgetOf(deps: Deps, agent: Pick<Agent, 'id' | 'conversation_budget'>) {
  const { spent } = await deps.bus.request(conversation.getBudgetSpend, { agentId: agent.id });
  return { monthly_credits: agent.conversation_budget.monthly_credits, spent_this_month: spent } satisfies ConversationBudgetView;
}

/**
 * PUT /api/agents/{id}/conversation-budget {monthly_credits} and its GraphQL twin: owner only
 * (FORBIDDEN for another's visible agent, NOT_FOUND otherwise); null removes the limit.
 */
export function setAgentConversationBudget(deps: Deps, userId: string | null, agentId: unknown, body: unknown) {
  return onAgent(
    { userId, agentId, body, schema: ConversationBudgetBody, signInMessage: 'Sign in to change agent settings.' },
    async (caller, { monthly_credits }) => ({
      agent: await deps.bus.request(agentSettingsActions.setConversationBudget, {
        agentId: caller.agentId,
        ownerId: caller.userId,
        conversation_budget: { monthly_credits },
      }),
    }),
  );
}
