import type { Resolvers } from '../../../generated/resolvers-types.js';
import { agentAnalytics } from './Query/agentAnalytics.js';
import { agentConversationsOnDay } from './Query/agentConversationsOnDay.js';
import { conversationAnalyticsChanged } from './Subscription/conversationAnalyticsChanged.js';

export const analyticsResolvers: Resolvers = {
  Query: { agentAnalytics, agentConversationsOnDay },
  Subscription: { conversationAnalyticsChanged },
};
