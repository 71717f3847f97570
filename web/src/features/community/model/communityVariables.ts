import type { CommunityAgentsQueryVariables } from '../../../gql/graphql';
import type { CommunityFilters } from './communityFilters';
import { COMMUNITY_PAGE_LIMIT } from './communityPageLimit';

/**
 * The listing's arguments as spec 000 section 7 sends them: category omitted for 'All',
 * sortBy omitted for popularity (the server's default), search trimmed and omitted when empty.
 * Equal filters give equal variables, so they also key the client cache.
 */
export function communityVariables(filters: CommunityFilters): CommunityAgentsQueryVariables {
  const variables: CommunityAgentsQueryVariables = { limit: COMMUNITY_PAGE_LIMIT };
  if (filters.category !== 'All') variables.category = filters.category;
  if (filters.sortBy !== 'popularity') variables.sortBy = filters.sortBy;
  const search = filters.search.trim();
  if (search) variables.search = search;
  return variables;
}
