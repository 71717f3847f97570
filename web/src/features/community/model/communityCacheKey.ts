import type { CommunityAgentsQueryVariables } from '../../../gql/graphql';

/** One key per distinct listing (key order fixed, so equal filters give equal keys). */
export function communityCacheKey(variables: CommunityAgentsQueryVariables): string {
  const { category = null, sortBy = null, search = null, limit = null, offset = null } = variables;
  return JSON.stringify([category, sortBy, search, limit, offset]);
}
