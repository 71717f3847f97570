import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { greetConversation as greet } from '../../use-cases/greet-conversation.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/greeting. */
export const greetConversation: NonNullable<MutationResolvers['greetConversation']> = (_parent, args, context) =>
  greet(context.deps, args);
