import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { actionResult } from '../../../shared/action-result.js';
import { setAgentConversationBudget as setBudget } from '../../use-cases/conversation-budget.js';

/** The GraphQL twin of PUT /api/agents/{id}/conversation-budget {monthly_credits}. */
export const setAgentConversationBudget: NonNullable<MutationResolvers['setAgentConversationBudget']> = async (
  _parent,
  { id, monthlyCredits },
  context,
) => actionResult(await setBudget(context.deps, context.user?.id ?? null, id, { monthly_credits: monthlyCredits ?? null }));
