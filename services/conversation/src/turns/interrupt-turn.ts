import type { conversation, ReplyOf, RequestOf } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { heldSession } from '../sessions/held-session.js';
import { greetingHoldsTheFloor } from './start-turn.js';
import { abortTurn } from './turn-aborts.js';

/** Stops the running turn at once, wherever it runs; the turn publishes turn.interrupted. */
export async function interruptTurn(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.interruptTurn>,
): Promise<ReplyOf<typeof conversation.interruptTurn>> {
  const session = await heldSession(deps, input);
  if (greetingHoldsTheFloor(session)) return { interrupted: false };
  const running = await deps.sessions.takeTurn(session.id);
  const here = running ? abortTurn(deps, session.id, running) : deps.turns.abort(session.id);
  return { interrupted: Boolean(running) || here };
}
