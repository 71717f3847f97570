import type { ReplyOf, RequestOf, catalogActions } from '@avatarium/contracts';
import type { AgentActionsDeps } from './agent-actions-deps.js';

/** One page of the community gallery with the number of all matches (see the contract for the orders); cached per community version. */
export function listCommunityPage(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.listCommunityPage>,
): Promise<ReplyOf<typeof catalogActions.listCommunityPage>> {
  const filter = {
    category: input.category,
    search: input.search || undefined,
    sortBy: input.sortBy ?? 'popularity',
    limit: input.limit ?? 20,
    offset: input.offset ?? 0,
  };
  return deps.communityCache.get(`page:${JSON.stringify(filter)}`, () => deps.agents.community.listCommunity(filter));
}
