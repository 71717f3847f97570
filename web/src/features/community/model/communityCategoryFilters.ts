import { AGENT_CATEGORIES } from '@avatarium/contracts';

/** Spec 002 section 3's category list: 'All' is only a filter, then the categories an agent can have. */
export const COMMUNITY_CATEGORY_FILTERS = ['All', ...AGENT_CATEGORIES] as const;

export type CommunityCategoryFilter = (typeof COMMUNITY_CATEGORY_FILTERS)[number];
