import type { ConversationDeps } from '../conversation-deps.js';
import { endSession } from './end-session.js';

/** Ends every session without activity (a turn started) for CONVERSATION_IDLE_MS. */
export async function sweepIdleSessions(deps: ConversationDeps): Promise<number> {
  const before = new Date(deps.now().getTime() - deps.settings.CONVERSATION_IDLE_MS);
  let ended = 0;
  for (const session of await deps.sessions.findIdle(before)) {
    if (await endSession(deps, session.id, 'idle')) ended += 1;
  }
  return ended;
}
