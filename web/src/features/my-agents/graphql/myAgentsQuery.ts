import { graphql } from '../../../gql';

export const MyAgentsQuery = graphql(`
  query MyAgents {
    myAgents {
      ...AgentCardFields
    }
  }
`);
