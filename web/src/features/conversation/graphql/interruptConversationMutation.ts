import { graphql } from '../../../gql';

/** Stop: generation and speech of the running turn end at once. */
export const InterruptConversationMutation = graphql(`
  mutation InterruptConversation($sessionId: ID!, $sessionToken: String!) {
    interruptConversation(sessionId: $sessionId, sessionToken: $sessionToken)
  }
`);
