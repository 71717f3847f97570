import { conversation } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationSession } from './session.js';
import { isSessionToken } from './session-token.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const NOT_YOUR_CONVERSATION = 'This conversation belongs to someone else';
export const OUT_OF_CREDITS = 'You are out of credits: top up to keep talking.';
export const CONVERSATION_ENDED = 'This conversation has ended. Start a new one.';

/** The session when the token is its holder's; NOT_FOUND or FORBIDDEN otherwise. */
export async function heldSession(
  deps: Pick<ConversationDeps, 'sessions'>,
  held: { sessionId: string; sessionToken: string },
): Promise<ConversationSession> {
  const session = await deps.sessions.find(held.sessionId);
  if (!session) throw new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND);
  if (!isSessionToken(session.tokenHash, held.sessionToken)) throw new AppError('FORBIDDEN', NOT_YOUR_CONVERSATION);
  return session;
}

/** The held session, refused once it has ended (out of credits, or the owner's budget used, says so). */
export async function activeHeldSession(
  deps: Pick<ConversationDeps, 'sessions'>,
  held: { sessionId: string; sessionToken: string },
): Promise<ConversationSession> {
  const session = await heldSession(deps, held);
  if (session.active) return session;
  if (session.endReason === 'credits') throw new AppError('INSUFFICIENT_CREDITS', OUT_OF_CREDITS);
  if (session.endReason === 'budget') throw new AppError('UNAVAILABLE', conversation.CONVERSATION_BUDGET_USED);
  throw new AppError('CONFLICT', CONVERSATION_ENDED);
}
