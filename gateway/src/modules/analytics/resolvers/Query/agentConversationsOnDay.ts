import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { conversationsOnDay } from '../../use-cases/agent-analytics.js';
import { SIGN_IN_REQUIRED } from '../../../shared/agent-action.js';
import { signedInCaller } from '../../../shared/caller.js';

export const agentConversationsOnDay: NonNullable<QueryResolvers['agentConversationsOnDay']> = (_parent, args, context) =>
  conversationsOnDay(context.deps, signedInCaller(context, SIGN_IN_REQUIRED), args);
