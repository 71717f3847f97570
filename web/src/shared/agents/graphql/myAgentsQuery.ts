import { graphql } from '../../../gql';

/**
 * The signed-in user's agents in the gallery's order (search is applied on the page, as the user
 * types). In shared/ because agent-actions writes a clone into this list's cache.
 */
export const MyAgentsQuery = graphql(`
  query MyAgents($sortBy: AgentSort) {
    myAgents(sortBy: $sortBy) {
      ...AgentCardFields
    }
  }
`);
