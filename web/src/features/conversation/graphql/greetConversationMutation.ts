import { graphql } from '../../../gql';

/** The agent speaks first when its owner set a greeting (once per session). */
export const GreetConversationMutation = graphql(`
  mutation GreetConversation($sessionId: ID!, $sessionToken: String!) {
    greetConversation(sessionId: $sessionId, sessionToken: $sessionToken)
  }
`);
