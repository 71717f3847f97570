import { AGENT_CATEGORIES, type ReplyOf, type RequestOf, type catalogActions } from '@avatarium/contracts';
import type { AgentActionsDeps } from './agent-actions-deps.js';

/** The category chips' numbers: every category in the list's order (zeros included) and the sum for All. */
export async function countCommunityCategories(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.countCommunityCategories>,
): Promise<ReplyOf<typeof catalogActions.countCommunityCategories>> {
  const search = input.search || undefined;
  const counts = await deps.communityCache.get(`counts:${search ?? ''}`, () => deps.agents.community.countByCategory(search));
  const categories = AGENT_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
  return { all: categories.reduce((sum, each) => sum + each.count, 0), categories };
}
