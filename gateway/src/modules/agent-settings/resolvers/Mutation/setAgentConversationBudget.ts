import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { setAgentConversationBudget as setBudget } from '../../use-cases/conversation-budget.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PUT /api/agents/{id}/conversation-budget {monthly_credits}. */
export const setAgentConversationBudget: NonNullable<MutationResolvers['setAgentConversationBudget']> = async (
  _parent,
  { id, monthlyCredits },
  context,
) => graphqlResult(setBudget(context.deps, optionalCaller(context), id, { monthly_credits: monthlyCredits ?? null }));
