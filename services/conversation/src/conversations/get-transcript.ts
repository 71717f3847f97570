import { conversation, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { heldSession, NOT_YOUR_CONVERSATION } from '../sessions/held-session.js';
import type { ConversationMessage } from './conversation.js';

type TranscriptMessage = ReplyOf<typeof conversation.getTranscript>['messages'][number];

/** A stored rich reply (its JSON, spec 002 2.13), or null for plain words. */
function richReplyOf(message: ConversationMessage): conversation.RichReply | null {
  if (message.role !== 'agent' || !message.message.startsWith('{')) return null;
  try {
    const parsed = conversation.RichReply.safeParse(JSON.parse(message.message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toTranscriptMessage(message: ConversationMessage): TranscriptMessage {
  const rich = richReplyOf(message);
  return {
    turnId: message.turnId,
    role: message.role,
    text: rich ? rich.response : message.message,
    richJson: rich ? message.message : null,
    timestamp: new Date(message.timestamp).toISOString(),
  };
}

/**
 * A session's transcript for the party who started it (a reloaded page resumes the
 * conversation with it): the token proves the holder, and the caller must be the same person
 * who started it (signed in as the starter, or signed out when it was started signed out), so
 * a token carried to another account reads nothing. Ended sessions still answer, with
 * `active: false`, so the page knows to start afresh.
 */
export async function getTranscript(
  deps: ConversationDeps,
  input: RequestOf<typeof conversation.getTranscript>,
): Promise<ReplyOf<typeof conversation.getTranscript>> {
  const session = await heldSession(deps, input);
  if ((session.viewerId ?? null) !== input.userId) throw new AppError('FORBIDDEN', NOT_YOUR_CONVERSATION);
  const messages = await deps.conversations.messages(session.conversationId);
  // A turn stores its answer before it says it is done, and is let go of just after: in between
  // it has answered, so it is not running (a reader right after turn.done saw it "running").
  const current = session.active ? session.currentTurnId : null;
  const answered = messages.some((message) => message.turnId === current && message.role === 'agent');
  return {
    sessionId: session.id,
    conversationId: session.conversationId,
    agentId: session.agentId,
    active: session.active,
    endReason: session.endReason,
    runningTurnId: answered ? null : current,
    messages: messages.map(toTranscriptMessage),
  };
}
