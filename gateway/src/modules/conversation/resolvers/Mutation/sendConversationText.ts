import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sendConversationText as send } from '../../use-cases/send-conversation-text.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/messages. */
export const sendConversationText: NonNullable<MutationResolvers['sendConversationText']> = (_parent, args, context) =>
  send(context.deps, args);
