import { graphql } from '../../../gql';

/** Spec 002 2.6: a private copy for the caller; the copy joins the cache like any card. */
export const CloneAgentMutation = graphql(`
  mutation CloneAgent($id: ID!) {
    cloneAgent(id: $id) {
      ok
      agent {
        ...AgentCardFields
      }
      error {
        message
        code
      }
    }
  }
`);
