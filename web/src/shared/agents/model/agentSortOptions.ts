import type { AgentSort } from '../../../gql/graphql';

/** Spec 002 section 9's sort options, in the order the toggle shows them. */
export const AGENT_SORT_OPTIONS: readonly { value: AgentSort; label: string }[] = [
  { value: 'popularity', label: 'Popular' },
  { value: 'trending', label: 'Trending' },
];
