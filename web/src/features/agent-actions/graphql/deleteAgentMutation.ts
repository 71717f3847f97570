import { graphql } from '../../../gql';

/** Spec 002 4.5: owner only; the agent and its files are removed. */
export const DeleteAgentMutation = graphql(`
  mutation DeleteAgent($id: ID!) {
    deleteAgent(id: $id) {
      ok
      agentId
      error {
        message
        code
      }
    }
  }
`);
