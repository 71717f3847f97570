import type { AgentSort } from '../../../gql/graphql';

/** Spec 002 section 9: the galleries sort by popularity unless the user picks trending. */
export const DEFAULT_AGENT_SORT: AgentSort = 'popularity';
