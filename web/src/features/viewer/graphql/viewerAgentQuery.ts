import { graphql } from '../../../gql';

/** The agent behind /view/{agentId}, if this caller may see it (spec 002 2.2). */
export const ViewerAgentQuery = graphql(`
  query ViewerAgent($id: ID!, $share: String) {
    viewerAgent(id: $id, share: $share) {
      agent {
        ...ViewerAgentFields
      }
      requiresSignIn
    }
  }
`);
