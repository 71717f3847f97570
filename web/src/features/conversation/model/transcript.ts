import type { ConversationEvent } from './conversationEvent';
import type { RichReply } from './richReply';

export interface VisitorEntry {
  kind: 'visitor';
  id: string;
  /** Null until the server named the turn (the reply to the send, or its TURN_STARTED). */
  turnId: string | null;
  source: 'text' | 'speech';
  text: string;
  /** A spoken question whose words are not known yet ('Transcribing…'). */
  transcribing: boolean;
}

export interface AgentEntry {
  kind: 'agent';
  id: string;
  turnId: string;
  text: string;
  rich: RichReply | null;
  status: 'streaming' | 'done' | 'interrupted' | 'failed';
  /** The FAQ rows the answer came from (RAG on). */
  sources?: Array<{ row: number; question: string }>;
}

export interface FailureEntry {
  kind: 'failure';
  id: string;
  message: string;
  /** The question to ask again with Retry; null when there is none to repeat (an unheard recording). */
  retryText: string | null;
}

export type TranscriptEntry = VisitorEntry | AgentEntry | FailureEntry;

export interface Transcript {
  entries: TranscriptEntry[];
}

export const EMPTY_TRANSCRIPT: Transcript = { entries: [] };

/** A stored line of a conversation that a reloaded page resumes. */
export interface RestoredMessage {
  turnId: string;
  role: 'user' | 'agent';
  text: string;
  rich: RichReply | null;
}

type TranscriptAction =
  | { type: 'questionSent'; localId: string; text: string; source: 'text' | 'speech' }
  | { type: 'questionAccepted'; localId: string; turnId: string }
  | { type: 'questionRefused'; localId: string; message: string }
  | { type: 'event'; event: ConversationEvent }
  | { type: 'restore'; messages: RestoredMessage[]; runningTurnId: string | null }
  | { type: 'reset' };

const replace = (transcript: Transcript, entry: TranscriptEntry): Transcript => ({
  entries: transcript.entries.map((current) => (current.id === entry.id ? entry : current)),
});
const append = (transcript: Transcript, entry: TranscriptEntry): Transcript => ({ entries: [...transcript.entries, entry] });

const visitorOf = (transcript: Transcript, turnId: string) =>
  transcript.entries.find((entry): entry is VisitorEntry => entry.kind === 'visitor' && entry.turnId === turnId);
const agentOf = (transcript: Transcript, turnId: string) =>
  transcript.entries.find((entry): entry is AgentEntry => entry.kind === 'agent' && entry.turnId === turnId);

/** The agent's entry of a turn, made on its first words. */
function withAgent(transcript: Transcript, turnId: string, change: (entry: AgentEntry) => AgentEntry): Transcript {
  const existing = agentOf(transcript, turnId);
  if (existing) return replace(transcript, change(existing));
  const fresh: AgentEntry = { kind: 'agent', id: `agent-${turnId}`, turnId, text: '', rich: null, status: 'streaming' };
  return append(transcript, change(fresh));
}

function withVisitor(transcript: Transcript, turnId: string, change: (entry: VisitorEntry) => VisitorEntry): Transcript {
  const existing = visitorOf(transcript, turnId);
  return existing ? replace(transcript, change(existing)) : transcript;
}

/** TURN_STARTED names a question sent from here (claimed by source and text) or one this page did not send. */
function turnStarted(transcript: Transcript, event: Extract<ConversationEvent, { type: 'TURN_STARTED' }>): Transcript {
  // The agent's greeting answers nobody: only its words appear.
  if (event.source === 'greeting') return transcript;
  if (visitorOf(transcript, event.turnId)) return transcript;
  const unclaimed = transcript.entries.find(
    (entry): entry is VisitorEntry =>
      entry.kind === 'visitor' &&
      entry.turnId === null &&
      entry.source === event.source &&
      (event.source === 'speech' || entry.text === event.text),
  );
  if (unclaimed) return replace(transcript, { ...unclaimed, turnId: event.turnId });
  return append(transcript, {
    kind: 'visitor',
    id: `visitor-${event.turnId}`,
    turnId: event.turnId,
    source: event.source,
    text: event.text,
    transcribing: event.source === 'speech' && !event.text,
  });
}

function turnFailed(transcript: Transcript, event: Extract<ConversationEvent, { type: 'TURN_FAILED' }>): Transcript {
  let next = transcript;
  let retryText: string | null = null;
  if (event.turnId) {
    const visitor = visitorOf(next, event.turnId);
    if (visitor?.text) {
      retryText = visitor.text;
      next = replace(next, { ...visitor, transcribing: false });
    } else if (visitor) {
      // A recording nobody understood: nothing to show, nothing to repeat.
      next = { entries: next.entries.filter((entry) => entry.id !== visitor.id) };
    }
    const agent = agentOf(next, event.turnId);
    if (agent) next = replace(next, { ...agent, status: 'failed' });
  }
  return append(next, {
    kind: 'failure',
    id: `failure-${event.turnId ?? event.message}-${next.entries.length}`,
    message: event.message,
    retryText,
  });
}

function onEvent(transcript: Transcript, event: ConversationEvent): Transcript {
  switch (event.type) {
    case 'TURN_STARTED':
      return turnStarted(transcript, event);
    case 'TURN_TRANSCRIPT':
      return withVisitor(transcript, event.turnId, (entry) => ({ ...entry, text: event.text, transcribing: false }));
    case 'TURN_DELTA':
      return withAgent(transcript, event.turnId, (entry) => ({ ...entry, text: entry.text + event.text }));
    case 'TURN_RICH':
      return withAgent(transcript, event.turnId, (entry) => ({ ...entry, rich: event.richJson }));
    case 'TURN_DONE':
      // The whole reply as the server stored it wins over what streamed in.
      return withAgent(transcript, event.turnId, (entry) => ({
        ...entry,
        text: event.text || entry.text,
        sources: event.sources,
        // A late 'done' does not undo Stop.
        status: entry.status === 'interrupted' ? 'interrupted' : 'done',
      }));
    case 'TURN_INTERRUPTED':
      // Also when it stopped before a word: the question then reads as answered ('Stopped').
      return withAgent(transcript, event.turnId, (entry) => ({ ...entry, status: 'interrupted' }));
    case 'TURN_FAILED':
      return turnFailed(transcript, event);
    default:
      return transcript;
  }
}

/**
 * The conversation so far, as stored, for a resumed session: each turn's question then its
 * answer (an answer stored after a later question, as a stopped one is, stays with its own
 * question). A question left without an answer reads as stopped, unless its turn still runs.
 */
function restored(messages: RestoredMessage[], runningTurnId: string | null): Transcript {
  const turns = new Map<string, { user?: RestoredMessage; agent?: RestoredMessage }>();
  for (const message of messages) {
    const turn = turns.get(message.turnId) ?? {};
    turn[message.role] = message;
    turns.set(message.turnId, turn);
  }
  const entries: TranscriptEntry[] = [];
  for (const [turnId, { user, agent }] of turns) {
    if (user) {
      entries.push({ kind: 'visitor', id: `visitor-${turnId}`, turnId, source: 'text', text: user.text, transcribing: false });
    }
    if (agent) {
      entries.push({ kind: 'agent', id: `agent-${turnId}`, turnId, text: agent.text, rich: agent.rich, status: 'done' });
    } else if (turnId !== runningTurnId) {
      entries.push({ kind: 'agent', id: `agent-${turnId}`, turnId, text: '', rich: null, status: 'interrupted' });
    }
  }
  return { entries };
}

/** The conversation as the visitor reads it: their questions, the streamed answers, failures with Retry. */
export function transcriptReducer(transcript: Transcript, action: TranscriptAction): Transcript {
  switch (action.type) {
    case 'reset':
      return EMPTY_TRANSCRIPT;
    case 'restore':
      return restored(action.messages, action.runningTurnId);
    case 'questionSent':
      return append(transcript, {
        kind: 'visitor',
        id: action.localId,
        turnId: null,
        source: action.source,
        text: action.text,
        transcribing: action.source === 'speech',
      });
    case 'questionAccepted': {
      // Its TURN_STARTED may have come first and claimed it already.
      if (visitorOf(transcript, action.turnId)) return transcript;
      const entry = transcript.entries.find((current) => current.id === action.localId);
      return entry?.kind === 'visitor' ? replace(transcript, { ...entry, turnId: action.turnId }) : transcript;
    }
    case 'questionRefused': {
      const entry = transcript.entries.find((current) => current.id === action.localId);
      const retryText = entry?.kind === 'visitor' && entry.text ? entry.text : null;
      const kept = { entries: transcript.entries.filter((current) => current.id !== action.localId || retryText) };
      const settled = entry?.kind === 'visitor' && retryText ? replace(kept, { ...entry, transcribing: false }) : kept;
      return append(settled, { kind: 'failure', id: `failure-${action.localId}`, message: action.message, retryText });
    }
    case 'event':
      return onEvent(transcript, action.event);
  }
}

/** True while the last question's answer has not begun (the '…' under it). */
export function isAwaitingAnswer(transcript: Transcript): boolean {
  const last = transcript.entries.at(-1);
  return last?.kind === 'visitor' && !last.transcribing;
}
