import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { endConversation as end } from '../../use-cases/end-conversation.js';

/** The GraphQL twin of DELETE /api/conversations/{sessionId}. */
export const endConversation: NonNullable<MutationResolvers['endConversation']> = (_parent, args, context) =>
  end(context.deps, args);
