import type { Client } from 'graphql-ws';
import {
  askInSession,
  closeViewerSession,
  fetchSessionAudio,
  openViewerSession,
  type ViewerSession,
} from '../../testkit/conversation/viewer-session.js';
import { typeLikeAVisitor } from '../../testkit/conversation/typing.js';
import { sentencesOf } from './rules.js';

const EVENTS = `subscription ($sessionId: ID!, $sessionToken: String!) {
  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {
    type turnId seq audioUrl text code message
    telemetry { llmFirstTokenMs ttsFirstAudioMs totalMs }
    sources { row question }
  }
}`;

interface EventData {
  type: string;
  turnId: string | null;
  seq: number | null;
  audioUrl: string | null;
  text: string | null;
  code: string | null;
  message: string | null;
  telemetry: { llmFirstTokenMs: number | null; ttsFirstAudioMs: number | null; totalMs: number | null } | null;
  sources: Array<{ row: number; question: string }> | null;
}
type Received = { conversationEvents: EventData };

/** A subscription's events with their arrival times; `next(test)` waits for the first match. */
function timedEvents(client: Client, variables: Record<string, unknown>) {
  const values: Array<{ event: EventData; at: number }> = [];
  const waiters = new Set<() => void>();
  let failure: unknown;
  const dispose = client.subscribe<Received>(
    { query: EVENTS, variables },
    {
      next: (result) => {
        if (result.data) values.push({ event: result.data.conversationEvents, at: performance.now() });
        if (result.errors) failure = result.errors;
        for (const wake of waiters) wake();
      },
      error: (error) => {
        failure = error;
        for (const wake of waiters) wake();
      },
      complete: () => undefined,
    },
  );
  const next = (test: (event: EventData) => boolean, timeoutMs: number) =>
    new Promise<{ event: EventData; at: number }>((resolve, reject) => {
      const check = () => {
        const found = values.find((value) => test(value.event));
        if (!found && failure === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        if (found) resolve(found);
        else reject(new Error(`conversation events failed: ${JSON.stringify(failure)}`));
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching conversation event in ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  return { values, next, dispose };
}

/** One turn as the viewer lived it: the words shown and spoken, and when each arrived. */
export interface TurnRecord {
  question: string;
  /** The turn's final text (TURN_DONE), what the viewer keeps. */
  reply: string;
  /** The sentences sent to the voice, in order (TURN_AUDIO texts). */
  spoken: string[];
  /** The streamed text (TURN_DELTA pieces joined). */
  streamed: string;
  sources: Array<{ row: number; question: string }>;
  /** From sending the question: first streamed text. */
  firstTextMs: number | null;
  /** First complete sentence in the streamed text (or the whole reply when it is one sentence). */
  firstSentenceMs: number | null;
  /** First sentence's audio fetched, as the player would. */
  firstAudioMs: number | null;
  doneMs: number;
  /** The service's own measure from the turn's start: the model's first token. */
  llmFirstTokenMs: number | null;
  failed?: string;
}

/**
 * A conversation through the gateway as the viewer holds it: POST /api/conversations, events
 * over graphql-ws with the cookie, questions as POST .../messages, the first audio fetched
 * with the session token. Every event is timed on arrival.
 */
export class EvalTalk {
  /** When the visitor could ask: the session opened, or the last reply ended. */
  private readyAt = performance.now();

  private constructor(
    private readonly session: ViewerSession<ReturnType<typeof timedEvents>>,
    private readonly pauseMs: number,
  ) {}

  /**
   * `pauseMs`: each question is typed that long after the session opened or the previous reply
   * ended, as a visitor who reads the page or hears the reply first, key by key with the
   * composer's drafts (testkit/conversation/typing.ts), and timed from its Enter; 0: sent at once.
   */
  static async open(url: string, cookie: string, agentId: string, pauseMs = 0): Promise<EvalTalk> {
    return new EvalTalk(await openViewerSession(url, cookie, agentId, timedEvents), pauseMs);
  }

  /** Asks one question and waits for the turn to finish (done or failed). */
  async ask(question: string, timeoutMs = 180_000): Promise<TurnRecord> {
    const wait = this.readyAt + this.pauseMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (this.pauseMs > 0) await typeLikeAVisitor(this.session, question);
    try {
      return await this.timedTurn(question, timeoutMs);
    } finally {
      this.readyAt = performance.now();
    }
  }

  private async timedTurn(question: string, timeoutMs: number): Promise<TurnRecord> {
    const sent = performance.now();
    const turnId = await askInSession(this.session, question);
    const events = this.session.events;
    const ofTurn = (event: EventData) => event.turnId === turnId;

    let firstAudioMs: number | null = null;
    const firstAudio = events
      .next((event) => ofTurn(event) && event.type === 'TURN_AUDIO', timeoutMs)
      .then(async ({ event }) => {
        const file = await fetchSessionAudio(this.session, event.audioUrl!);
        await file.arrayBuffer();
        if (file.ok) firstAudioMs = performance.now() - sent;
      })
      .catch(() => undefined);
    const end = await events.next((event) => ofTurn(event) && /^TURN_(DONE|FAILED|INTERRUPTED)$/.test(event.type), timeoutMs);
    if (end.event.type === 'TURN_DONE') await firstAudio;

    const mine = events.values.filter((value) => ofTurn(value.event));
    const deltas = mine.filter((value) => value.event.type === 'TURN_DELTA');
    let streamed = '';
    let firstSentenceMs: number | null = null;
    for (const delta of deltas) {
      streamed += delta.event.text ?? '';
      // A sentence is complete once another has begun after it.
      if (firstSentenceMs === null && sentencesOf(streamed).length > 1) firstSentenceMs = delta.at - sent;
    }
    const done = end.event;
    const doneMs = end.at - sent;
    if (firstSentenceMs === null && streamed.trim()) firstSentenceMs = doneMs;
    return {
      question,
      reply: done.type === 'TURN_DONE' ? (done.text ?? '') : streamed,
      spoken: mine.filter((value) => value.event.type === 'TURN_AUDIO').map((value) => value.event.text ?? ''),
      streamed,
      sources: done.sources ?? [],
      firstTextMs: deltas[0] ? deltas[0].at - sent : null,
      firstSentenceMs,
      firstAudioMs,
      doneMs,
      llmFirstTokenMs: done.telemetry?.llmFirstTokenMs ?? null,
      ...(done.type === 'TURN_DONE' ? {} : { failed: `${done.type} ${done.code ?? ''} ${done.message ?? ''}`.trim() }),
    };
  }

  close(): Promise<void> {
    return closeViewerSession(this.session, () => this.session.events.dispose());
  }
}
