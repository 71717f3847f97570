import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { activeHeldSession } from '../sessions/held-session.js';
import { newTurnId, startTurn } from './start-turn.js';

/**
 * The agent speaks first (custom actions, greetings): once per session, when the owner turned
 * the greeting on. The viewer asks once its event stream is open, so nothing is missed.
 */
export async function greet(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.greet>,
): Promise<ReplyOf<typeof conversation.greet>> {
  const session = await activeHeldSession(deps, input);
  const greeting = session.persona.greeting;
  if (!greeting) return { turnId: null };
  const turnId = newTurnId();
  if (!(await deps.sessions.claimGreeting(session.id, turnId))) return { turnId: null };
  return startTurn(
    deps,
    { ...session, greetingTurnId: turnId },
    { source: 'greeting', instructions: greeting.instructions },
    turnId,
  );
}
