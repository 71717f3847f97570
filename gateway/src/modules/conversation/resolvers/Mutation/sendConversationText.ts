import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sendConversationText as send } from '../../use-cases/send-conversation-text.js';
import { throttleTurns } from '../../use-cases/turn-caps.js';

/** The GraphQL twin of POST /api/conversations/{sessionId}/messages. */
export const sendConversationText: NonNullable<MutationResolvers['sendConversationText']> = (_parent, args, context) => {
  throttleTurns(context.deps, context.clientKey);
  return send(context.deps, args);
};
