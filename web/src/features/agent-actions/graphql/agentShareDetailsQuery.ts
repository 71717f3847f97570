import { graphql } from '../../../gql';

/**
 * The dialog's view of one agent. `viewerAgent` answers for the owner and for public agents,
 * the two kinds of card a signed-in user can open (`agent` answers only for the owner).
 */
export const AgentShareDetailsQuery = graphql(`
  query AgentShareDetails($id: ID!) {
    viewerAgent(id: $id) {
      agent {
        ...AgentShareFields
      }
      requiresSignIn
    }
  }
`);
