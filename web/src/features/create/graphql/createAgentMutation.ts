import { graphql } from '../../../gql';

/** Spec 000: starts the agent's generation once its files are uploaded (the use case behind POST /api/generate-agent). */
export const CreateAgentMutation = graphql(`
  mutation CreateAgent($input: CreateAgentInput!) {
    createAgent(input: $input) {
      ok
      agentId
      refusedAt
      error {
        code
        message
      }
    }
  }
`);
