import { analytics } from '@avatarium/contracts';
import { AppError, graphqlCodeOf } from '@avatarium/platform';
import { GraphQLError } from 'graphql';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';
import { requireUser } from '../../../shared/require-user.js';
import { ownAnalyticsAgent } from '../../use-cases/watch-analytics.js';

/** analytics.conversationEnded by the agent it happened to. */
const endedByAgent = eventIndex(analytics.conversationEnded, (event) => event.agentId);

type Ended = { agentId: string; ownerId: string; conversationId: string };

/** Each conversation of the owner's agent as it ends, so an open Analytics modal refetches. */
export const conversationAnalyticsChanged: NonNullable<SubscriptionResolvers['conversationAnalyticsChanged']> = {
  subscribe: async (_parent, args, context) => {
    try {
      const { user, session } = requireUser(context);
      const agentId = await ownAnalyticsAgent(context.deps, user.id, args.agentId);
      return authorizedStream<Ended>(session, context.deps.revocations, {
        // Nothing is ending right now: the stream is only changes.
        currentAll: async () => [],
        listen: (push) => context.deps.hub.listen(endedByAgent, agentId, push),
        allowed: (event) => event.ownerId === user.id,
      });
    } catch (error) {
      // The websocket does not run Apollo's error formatting: give the refusal its code here.
      if (error instanceof AppError) throw new GraphQLError(error.message, { extensions: { code: graphqlCodeOf[error.code] } });
      throw error;
    }
  },
  resolve: (event: Ended) => ({ agentId: event.agentId, conversationId: event.conversationId }),
};
