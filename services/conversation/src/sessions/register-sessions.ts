import { conversation } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { checkSession } from './check-session.js';
import { endHeldSession } from './end-session.js';
import { startSession } from './start-session.js';
import { sweepIdleSessions } from './sweep-idle-sessions.js';

const QUEUE = 'conversation';

/** Answers the session subjects in the `conversation` queue group and runs the idle sweeper. */
export function registerSessions(deps: ConversationDeps): () => void {
  deps.bus.serve(conversation.startSession, (input) => startSession(deps, input), QUEUE);
  deps.bus.serve(conversation.checkSession, (input) => checkSession(deps, input), QUEUE);
  deps.bus.serve(conversation.endSession, (input) => endHeldSession(deps, input), QUEUE);
  // Every replica sweeps; ending is a conditional update, so each session is announced once.
  const timer = setInterval(() => {
    sweepIdleSessions(deps).catch((error: unknown) => deps.logger.warn('idle sweep failed', { error }));
  }, deps.settings.CONVERSATION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
