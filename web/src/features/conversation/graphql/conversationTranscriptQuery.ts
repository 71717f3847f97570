import { graphql } from '../../../gql';

/** GET /api/conversations/{sessionId}'s twin: the conversation so far, for the party who started it. */
export const ConversationTranscriptQuery = graphql(`
  query ConversationTranscript($sessionId: ID!, $sessionToken: String!) {
    conversationTranscript(sessionId: $sessionId, sessionToken: $sessionToken) {
      sessionId
      conversationId
      active
      runningTurnId
      messages {
        turnId
        role
        text
        richJson
      }
    }
  }
`);
