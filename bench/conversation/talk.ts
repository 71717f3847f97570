import {
  askInSession,
  closeViewerSession,
  fetchSessionAudio,
  openViewerSession,
  type ViewerSession,
} from '../../testkit/conversation/viewer-session.js';
import { typeLikeAVisitor } from '../../testkit/conversation/typing.js';
import { collect } from '../../testkit/ws-client.js';

const EVENTS = `subscription ($sessionId: ID!, $sessionToken: String!) {
  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {
    type turnId seq audioUrl text durationMs code message
    telemetry { llmFirstTokenMs ttsFirstAudioMs totalMs }
  }
}`;

interface ConversationEvent {
  type: string;
  turnId: string | null;
  seq: number | null;
  audioUrl: string | null;
  text: string | null;
  durationMs: number | null;
  code: string | null;
  message: string | null;
  telemetry: { llmFirstTokenMs: number | null; ttsFirstAudioMs: number | null; totalMs: number | null } | null;
}

export interface TurnTiming {
  /** From sending the question to holding the first sentence's audio bytes, as the viewer would. */
  firstAudioMs: number;
  /** From sending the question to the turn's TURN_DONE event. */
  doneMs: number;
  /** The service's own clock, from the turn's start: its first model token and its first audio stored. */
  serviceFirstTokenMs: number | null;
  serviceFirstAudioMs: number | null;
  /** The text of the first audio. */
  firstPiece: string;
  /**
   * The silence a viewer hears between the first piece and the second: the second's audio held
   * later than the first one ends, played from when it was held (0 when it was there in time;
   * null when the reply had one piece).
   */
  pauseAfterFirstMs: number | null;
}

type Collected = ReturnType<typeof collect<{ conversationEvents: ConversationEvent }>>;

/**
 * One conversation as the viewer holds it (testkit/conversation/viewer-session.ts): events over
 * graphql-ws with the session cookie, questions over POST .../messages, audio fetched with the
 * token header.
 */
export class Talk {
  private constructor(private readonly session: ViewerSession<Collected>) {}

  static async open(url: string, cookie: string, agentId: string): Promise<Talk> {
    return new Talk(
      await openViewerSession(url, cookie, agentId, (client, variables) =>
        collect<{ conversationEvents: ConversationEvent }>(client, EVENTS, variables),
      ),
    );
  }

  /** Types the question as a visitor does (the composer's drafts read it ahead), then asks it; timed from the Enter. */
  async type(text: string, timeoutMs = 120_000): Promise<TurnTiming> {
    await typeLikeAVisitor(this.session, text);
    return this.ask(text, timeoutMs);
  }

  /** Asks one question and waits for its answer to finish. */
  async ask(text: string, timeoutMs = 120_000): Promise<TurnTiming> {
    const sent = performance.now();
    const turnId = await askInSession(this.session, text);
    const ofTurn = (type: string) => (value: { conversationEvents: ConversationEvent }) =>
      value.conversationEvents.turnId === turnId &&
      (value.conversationEvents.type === type || value.conversationEvents.type === 'TURN_FAILED');

    const { events } = this.session;
    const audio = (await events.next(ofTurn('TURN_AUDIO'), timeoutMs)).conversationEvents;
    if (audio.type === 'TURN_FAILED') throw new Error(`the turn failed: ${audio.code} ${audio.message}`);
    const file = await fetchSessionAudio(this.session, audio.audioUrl!);
    if (!file.ok) throw new Error(`the audio did not load: HTTP ${file.status}`);
    await file.arrayBuffer();
    const firstAudioMs = performance.now() - sent;
    const second = (
      await events.next(
        (value) =>
          value.conversationEvents.turnId === turnId &&
          ((value.conversationEvents.type === 'TURN_AUDIO' && value.conversationEvents.seq === 1) ||
            value.conversationEvents.type === 'TURN_DONE' ||
            value.conversationEvents.type === 'TURN_FAILED'),
        timeoutMs,
      )
    ).conversationEvents;
    let pauseAfterFirstMs: number | null = null;
    if (second.type === 'TURN_AUDIO') {
      const secondFile = await fetchSessionAudio(this.session, second.audioUrl!);
      await secondFile.arrayBuffer();
      pauseAfterFirstMs = Math.max(0, performance.now() - sent - (firstAudioMs + (audio.durationMs ?? 0)));
    }
    const done = await events.next(ofTurn('TURN_DONE'), timeoutMs);
    if (done.conversationEvents.type === 'TURN_FAILED')
      throw new Error(`the turn failed: ${done.conversationEvents.code} ${done.conversationEvents.message}`);
    const { llmFirstTokenMs, ttsFirstAudioMs } = done.conversationEvents.telemetry ?? {};
    return {
      firstAudioMs,
      doneMs: performance.now() - sent,
      serviceFirstTokenMs: llmFirstTokenMs ?? null,
      serviceFirstAudioMs: ttsFirstAudioMs ?? null,
      firstPiece: audio.text ?? '',
      pauseAfterFirstMs,
    };
  }

  close(): Promise<void> {
    return closeViewerSession(this.session, () => this.session.events.dispose());
  }
}
