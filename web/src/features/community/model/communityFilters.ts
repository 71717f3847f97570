import type { AgentSort } from '../../../gql/graphql';
import type { CommunityCategoryFilter } from './communityCategoryFilters';

/** Spec 002 section 3's gallery filter state. */
export interface CommunityFilters {
  category: CommunityCategoryFilter;
  sortBy: AgentSort;
  search: string;
}
