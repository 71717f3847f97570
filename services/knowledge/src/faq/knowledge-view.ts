import { catalog, knowledge } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import type { StoredKnowledge } from './knowledge.repository.js';

export const AGENT_NOT_FOUND = 'Agent not found';

/** Where the owner downloads the FAQ (Download CSV): the gateway streams it from storage. */
export const faqUrlOf = (agentId: string) => `/api/agents/${agentId}/knowledge/faq.csv`;

export function viewOf(stored: StoredKnowledge): knowledge.KnowledgeState {
  return {
    agentId: stored.agentId,
    // Spec 003: an empty knowledge object while a FAQ is being generated.
    knowledge: stored.status === 'generating' || !stored.csvKey ? {} : { faq: faqUrlOf(stored.agentId), enabled: stored.enabled },
    status: stored.status,
    progress: stored.progress,
    error: stored.error,
    preview: {
      headers: stored.headers,
      rows: stored.previewRows.slice(0, knowledge.CSV_PREVIEW_ROWS),
      totalRows: stored.total,
    },
    unanswered: stored.unanswered.map((entry) => ({
      question: entry.question,
      asked_at: new Date(entry.asked_at).toISOString(),
    })),
    answering: stored.answering,
    updated_at: stored.updatedAt.toISOString(),
  };
}

export function announce(deps: KnowledgeDeps, stored: StoredKnowledge): knowledge.KnowledgeState {
  const state = viewOf(stored);
  deps.bus.publish(knowledge.knowledgeChanged, { ownerId: stored.ownerId, state });
  return state;
}

export async function ownedAgent(deps: KnowledgeDeps, agentId: string, ownerId: string) {
  const agent = await deps.bus.request(catalog.getAgent, { agentId, scope: { kind: 'owner', ownerId } });
  if (!agent) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return agent;
}
