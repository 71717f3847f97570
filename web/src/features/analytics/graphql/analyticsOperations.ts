import { graphql } from '../../../gql';

export const AgentAnalyticsQuery = graphql(`
  query AgentAnalytics($agentId: ID!, $timeZone: String!, $from: String, $to: String) {
    agentAnalytics(agentId: $agentId, timeZone: $timeZone, from: $from, to: $to) {
      agentId
      timeZone
      from
      to
      totalConversations
      totalMessages
      averageMessagesPerConversation
      earliest
      latest
      conversationsByDay {
        day
        conversations
      }
      conversationsByWeekday
      heatmap {
        weekday
        hour
        messages
      }
      products {
        rank
        name
        image
        mentions
        conversations
      }
      latency {
        stage
        p50Ms
        p95Ms
        turns
      }
      unanswered {
        question
        count
        lastAskedAt
      }
      minutes {
        billed
        connected
      }
    }
  }
`);

export const AgentConversationsOnDayQuery = graphql(`
  query AgentConversationsOnDay($agentId: ID!, $timeZone: String!, $day: String!) {
    agentConversationsOnDay(agentId: $agentId, timeZone: $timeZone, day: $day) {
      id
      sessionId
      createdAt
      updatedAt
      durationSeconds
      messageCount
      messages {
        role
        message
        timestamp
      }
    }
  }
`);

export const ConversationAnalyticsChangedSubscription = graphql(`
  subscription ConversationAnalyticsChanged($agentId: ID!) {
    conversationAnalyticsChanged(agentId: $agentId) {
      agentId
      conversationId
    }
  }
`);
