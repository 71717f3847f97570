import { graphql } from '../../../gql';

/** What the visitor is typing, not sent yet: the offline model reads it ahead (true when it will). */
export const DraftConversationTextMutation = graphql(`
  mutation DraftConversationText($sessionId: ID!, $sessionToken: String!, $text: String!) {
    draftConversationText(sessionId: $sessionId, sessionToken: $sessionToken, text: $text)
  }
`);
