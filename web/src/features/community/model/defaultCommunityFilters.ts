import { DEFAULT_AGENT_SORT } from '../../../shared/agents/model/defaultAgentSort';
import type { CommunityFilters } from './communityFilters';

/** Spec 002 section 9: category All, sort popularity, no search. Prompt Ideas reads this list too. */
export const DEFAULT_COMMUNITY_FILTERS: CommunityFilters = { category: 'All', sortBy: DEFAULT_AGENT_SORT, search: '' };
