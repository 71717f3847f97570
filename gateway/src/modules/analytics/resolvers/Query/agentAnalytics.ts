import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { agentAnalytics as readAnalytics } from '../../use-cases/agent-analytics.js';
import { SIGN_IN_REQUIRED } from '../../../shared/agent-action.js';
import { signedInCaller } from '../../../shared/caller.js';

export const agentAnalytics: NonNullable<QueryResolvers['agentAnalytics']> = (_parent, args, context) =>
  readAnalytics(context.deps, signedInCaller(context, SIGN_IN_REQUIRED), args);
