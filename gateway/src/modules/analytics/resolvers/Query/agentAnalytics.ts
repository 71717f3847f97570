import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { agentAnalytics as readAnalytics } from '../../use-cases/agent-analytics.js';

export const agentAnalytics: NonNullable<QueryResolvers['agentAnalytics']> = (_parent, args, context) =>
  readAnalytics(context.deps, context.user?.id ?? null, args);
