import { analytics, knowledge } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';

type Unanswered = analytics.AgentAnalytics['unanswered'];
type Asked = Array<{ question: string; asked_at: string }>;

/**
 * The questions the FAQ had no answer for, asked in [from, to): the knowledge service keeps
 * them (the newest few per agent, see KNOWLEDGE_UNANSWERED_KEPT); the same question however
 * written (case, spaces) counts once, most asked first.
 */
export function groupUnanswered(asked: Asked, range: { from: Date | null; to: Date | null }): Unanswered {
  const groups = new Map<string, Unanswered[number]>();
  for (const entry of asked) {
    const at = Date.parse(entry.asked_at);
    if (Number.isNaN(at) || (range.from && at < range.from.getTime()) || (range.to && at >= range.to.getTime())) continue;
    const key = entry.question.trim().replace(/\s+/g, ' ').toLowerCase();
    const lastAskedAt = new Date(at).toISOString();
    const group = groups.get(key);
    if (!group) groups.set(key, { question: entry.question.trim(), count: 1, lastAskedAt });
    else {
      group.count += 1;
      if (lastAskedAt > group.lastAskedAt) group.lastAskedAt = lastAskedAt;
    }
  }
  return [...groups.values()].sort((a, b) => b.count - a.count || b.lastAskedAt.localeCompare(a.lastAskedAt));
}

/** The agent's unanswered questions in range; none when the knowledge service cannot say (analytics still answers). */
export async function unansweredQuestions(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  agentId: string,
  ownerId: string,
  range: { from: Date | null; to: Date | null },
): Promise<Unanswered> {
  try {
    const state = await deps.bus.request(knowledge.getKnowledge, { agentId, ownerId });
    return groupUnanswered(state?.unanswered ?? [], range);
  } catch (error) {
    deps.logger.warn('unanswered questions not read', { agentId, error: String(error) });
    return [];
  }
}
