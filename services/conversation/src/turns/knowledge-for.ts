import { knowledge } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';

/** Retrieval must not hold a turn up: past this the agent answers without its FAQ. */
const RETRIEVE_TIMEOUT_MS = 1_500;

/**
 * The FAQ rows for a question when the agent answers from its FAQ (RAG on); null when it does
 * not, or when the knowledge service cannot answer in time. A question the FAQ has nothing for
 * is recorded for the owner.
 */
export async function knowledgeFor(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  agentId: string,
  question: string,
): Promise<{ passages: knowledge.Passage[] } | null> {
  try {
    const found = await deps.bus.request(knowledge.retrieve, { agentId, question, limit: 3 }, { timeoutMs: RETRIEVE_TIMEOUT_MS });
    if (!found.enabled) return null;
    if (found.passages.length === 0) deps.bus.publish(knowledge.recordUnanswered, { agentId, question });
    return { passages: found.passages };
  } catch (error) {
    deps.logger.debug('knowledge not consulted', { agentId, error: String(error) });
    return null;
  }
}
