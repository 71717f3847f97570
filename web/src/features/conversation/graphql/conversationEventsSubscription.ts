import { graphql } from '../../../gql';

/** Every event of a session, in order, for the holder of its token. */
export const ConversationEventsSubscription = graphql(`
  subscription ConversationEvents($sessionId: ID!, $sessionToken: String!) {
    conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {
      type
      at
      turnId
      text
      source
      seq
      audioUrl
      contentType
      durationMs
      visemes {
        startMs
        viseme
      }
      richJson
      sources {
        row
        question
      }
      code
      message
      reason
    }
  }
`);
