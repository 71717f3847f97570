import { AppError, graphqlCodeOf } from '@avatarium/platform';
import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { toConversationEvent, type ConversationEventPayload } from '../../conversation-event-view.js';
import { followConversation } from '../../use-cases/follow-conversation.js';

export const conversationEvents: NonNullable<SubscriptionResolvers['conversationEvents']> = {
  subscribe: async (_parent, args, context) => {
    try {
      return await followConversation(context.deps, args);
    } catch (error) {
      // The websocket does not run Apollo's error formatting: give the refusal its code here.
      if (error instanceof AppError) throw new GraphQLError(error.message, { extensions: { code: graphqlCodeOf[error.code] } });
      throw error;
    }
  },
  resolve: (payload: ConversationEventPayload) => toConversationEvent(payload),
};
