import { graphql } from '../../../gql';

/** The community gallery (the same listing as GET /api/agents?type=community), with the category filter's counts. */
export const CommunityAgentsQuery = graphql(`
  query CommunityAgents($category: String, $sortBy: AgentSort, $search: String, $limit: Int, $offset: Int) {
    communityAgents(category: $category, sortBy: $sortBy, search: $search, limit: $limit, offset: $offset) {
      agents {
        ...AgentCardFields
      }
      total
      categoryCounts {
        category
        count
      }
    }
  }
`);
