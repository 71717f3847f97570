import { graphql } from '../../../gql';

/** The signed-in user's agents in the gallery's order (search is applied on the page, as the user types). */
export const MyAgentsQuery = graphql(`
  query MyAgents($sortBy: AgentSort) {
    myAgents(sortBy: $sortBy) {
      ...AgentCardFields
    }
  }
`);
