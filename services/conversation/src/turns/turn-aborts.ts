import { defineEvent } from '@avatarium/contracts';
import { z } from 'zod';
import type { ConversationDeps } from '../conversation-deps.js';

/**
 * Internal to the conversation service (every replica listens, no queue group): "stop this
 * turn". The replica that got the request may not be the one running the turn. Naming the
 * turn keeps a late abort from stopping the turn that replaced it.
 */
const turnAbort = defineEvent('conversation.internal.turn-abort', z.object({ sessionId: z.string(), turnId: z.string() }));

export function listenForTurnAborts(deps: Pick<ConversationDeps, 'bus' | 'turns'>): () => void {
  return deps.bus.subscribe(turnAbort, ({ sessionId, turnId }) => deps.turns.abort(sessionId, turnId));
}

/** Stops the session's turn `turnId` wherever it runs; true when it ran here. */
export function abortTurn(deps: Pick<ConversationDeps, 'bus' | 'turns'>, sessionId: string, turnId: string): boolean {
  const here = deps.turns.abort(sessionId, turnId);
  if (!here) deps.bus.publish(turnAbort, { sessionId, turnId });
  return here;
}
