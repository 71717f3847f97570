import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { conversationsOnDay } from '../../use-cases/agent-analytics.js';

export const agentConversationsOnDay: NonNullable<QueryResolvers['agentConversationsOnDay']> = (_parent, args, context) =>
  conversationsOnDay(context.deps, context.user?.id ?? null, args);
