import type { AgentAnalyticsQuery, AgentConversationsOnDayQuery } from '../../../gql/graphql';

/** The figures of one zone and range, as the server counted them. */
export type Analytics = AgentAnalyticsQuery['agentAnalytics'];
/** One conversation as Chat History lists it. */
export type AnalyticsConversation = AgentConversationsOnDayQuery['agentConversationsOnDay'][number];
