import { graphql } from '../../../gql';

/** A typed question; the answer arrives as the session's events. */
export const SendConversationTextMutation = graphql(`
  mutation SendConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {
    sendConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text) {
      turnId
    }
  }
`);
