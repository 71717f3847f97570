import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { greetConversation as greet } from '../../use-cases/greet-conversation.js';
import { throttleTurns } from '../../use-cases/turn-caps.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/greeting. */
export const greetConversation: NonNullable<MutationResolvers['greetConversation']> = (_parent, args, context) => {
  throttleTurns(context.deps, context.clientKey);
  return greet(context.deps, args);
};
