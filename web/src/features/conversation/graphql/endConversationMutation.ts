import { graphql } from '../../../gql';

/** The visitor leaves: the session ends and its time stops counting. */
export const EndConversationMutation = graphql(`
  mutation EndConversation($sessionId: ID!, $sessionToken: String!) {
    endConversation(sessionId: $sessionId, sessionToken: $sessionToken)
  }
`);
