import { catalogActions } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';

/**
 * A deleted agent's conversations go with it (issue 26: visitors' words are kept for the
 * owner's analytics only while the agent exists). One replica of the queue group handles each
 * deletion; a failure is logged and the conversations stay unreachable (no agent, no owner read).
 */
export function forgetDeletedAgents(deps: Pick<ConversationDeps, 'bus' | 'logger' | 'conversations'>): () => void {
  return deps.bus.subscribe(
    catalogActions.agentDeleted,
    (event) =>
      void deps.conversations
        .deleteForAgent(event.agentId)
        .then((deleted) => deps.logger.info('deleted agent: conversations removed', { agentId: event.agentId, deleted }))
        .catch((error: unknown) =>
          deps.logger.warn('deleted agent: conversations not removed', { agentId: event.agentId, error: String(error) }),
        ),
    { queue: 'conversation' },
  );
}
