import { randomBytes } from 'node:crypto';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { chargeMinute } from '../metering/charge-minute.js';
import { CONVERSATION_ENDED } from '../sessions/held-session.js';
import type { ConversationSession } from '../sessions/session.js';
import { endSession } from '../sessions/end-session.js';
import { throttleAgentTurns } from './agent-turn-cap.js';
import { runTurn, type TurnInput } from './run-turn.js';
import { abortTurn } from './turn-aborts.js';

// Hex: the id is a storage key segment (audio keys), which must not start with '-' or '_'.
export const newTurnId = () => randomBytes(12).toString('hex');

type NewTurn =
  | { source: 'text'; text: string }
  | { source: 'speech'; audioKey: string; contentType: string }
  | { source: 'greeting'; instructions: string };

export const WAIT_FOR_GREETING = 'The agent is greeting you: please wait until it finishes.';

/** A greeting the owner made uninterruptible is running: nothing may replace it. */
export const greetingHoldsTheFloor = (session: ConversationSession) =>
  session.persona.greeting?.allowInterruption === false &&
  session.currentTurnId !== null &&
  session.currentTurnId === session.greetingTurnId;

/**
 * Starts a turn and answers at once with its id; the turn streams its events. A running turn
 * of the session is interrupted first (one turn at a time). The minute it starts in is
 * charged meanwhile; when the payer is out of credits the turn still finishes (and is
 * stored), then the session ends with reason 'credits'; likewise 'budget' when a visitor's
 * minute on the owner's credits would pass the agent's monthly budget. Visitors' owner-paid
 * turns are capped per agent and minute before anything runs.
 */
export async function startTurn(
  deps: ConversationDeps,
  session: ConversationSession,
  turn: NewTurn,
  turnId: string = newTurnId(),
): Promise<{ turnId: string }> {
  if (turn.source !== 'greeting' && greetingHoldsTheFloor(session)) throw new AppError('CONFLICT', WAIT_FOR_GREETING);
  const at = deps.now();
  await throttleAgentTurns(deps, session, at);
  const begun = await deps.sessions.beginTurn(session.id, turnId, at);
  if (!begun) throw new AppError('CONFLICT', CONVERSATION_ENDED);
  // A draft's FAQ search still running is not evaluated once its question is asked.
  deps.drafts.sent(session.id);
  // A turn running here is handed over by turns.start; one on another replica is stopped there.
  if (begun.replaced && !deps.turns.isRunning(session.id, begun.replaced)) abortTurn(deps, session.id, begun.replaced);
  const charged = chargeMinute(deps, session, at);
  const input: TurnInput = { turnId, ...turn };
  const ran = deps.turns.start(session.id, turnId, (signal) => runTurn(deps, session, input, signal));
  const bookkeeping = Promise.all([charged, ran])
    .then(async ([outcome]) => {
      await deps.sessions.finishTurn(session.id, turnId);
      if (outcome === 'out') await endSession(deps, session.id, 'credits');
      if (outcome === 'budget') await endSession(deps, session.id, 'budget');
    })
    .catch((error: unknown) => deps.logger.error('turn bookkeeping failed', { turnId, error }));
  deps.turns.track(bookkeeping);
  return { turnId };
}
