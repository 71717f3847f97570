import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { collect, wsClient } from '../../testkit/ws-client.js';

const EVENTS = `subscription ($sessionId: ID!, $sessionToken: String!) {
  conversationEvents(sessionId: $sessionId, sessionToken: $sessionToken) {
    type turnId seq audioUrl text code message
    telemetry { llmFirstTokenMs ttsFirstAudioMs totalMs }
  }
}`;

interface ConversationEvent {
  type: string;
  turnId: string | null;
  seq: number | null;
  audioUrl: string | null;
  text: string | null;
  code: string | null;
  message: string | null;
  telemetry: { llmFirstTokenMs: number | null; ttsFirstAudioMs: number | null; totalMs: number | null } | null;
}

export interface TurnTiming {
  /** From sending the question to holding the first sentence's audio bytes, as the viewer would. */
  firstAudioMs: number;
  /** From sending the question to the turn's TURN_DONE event. */
  doneMs: number;
}

/**
 * One conversation as the viewer holds it: started over POST /api/conversations, events over
 * graphql-ws with the session cookie, questions over POST .../messages, audio fetched with the
 * token header.
 */
export class Talk {
  private constructor(
    private readonly url: string,
    private readonly cookie: string,
    private readonly sessionId: string,
    private readonly sessionToken: string,
    private readonly client: Client,
    private readonly events: ReturnType<typeof collect<{ conversationEvents: ConversationEvent }>>,
  ) {}

  static async open(url: string, cookie: string, agentId: string): Promise<Talk> {
    const response = await fetch(`${url}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ agent_id: agentId }),
    });
    const body = (await response.json()) as { sessionId?: string; sessionToken?: string };
    if (!response.ok || !body.sessionId || !body.sessionToken)
      throw new Error(`starting a conversation failed: HTTP ${response.status} ${JSON.stringify(body)}`);
    const client = wsClient(url, cookie);
    const connected = new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.on('error', (error) => reject(error instanceof Error ? error : new Error(String(error))));
    });
    const events = collect<{ conversationEvents: ConversationEvent }>(client, EVENTS, {
      sessionId: body.sessionId,
      sessionToken: body.sessionToken,
    });
    await connected;
    await sleep(200); // graphql-ws does not acknowledge a subscription; the gateway registers it within ms
    return new Talk(url, cookie, body.sessionId, body.sessionToken, client, events);
  }

  /** Asks one question and waits for its answer to finish. */
  async ask(text: string, timeoutMs = 120_000): Promise<TurnTiming> {
    const sent = performance.now();
    const response = await fetch(`${this.url}/api/conversations/${this.sessionId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie, 'x-conversation-token': this.sessionToken },
      body: JSON.stringify({ text }),
    });
    const body = (await response.json()) as { turnId?: string };
    if (!response.ok || !body.turnId) throw new Error(`asking failed: HTTP ${response.status} ${JSON.stringify(body)}`);
    const turnId = body.turnId;
    const ofTurn = (type: string) => (value: { conversationEvents: ConversationEvent }) =>
      value.conversationEvents.turnId === turnId &&
      (value.conversationEvents.type === type || value.conversationEvents.type === 'TURN_FAILED');

    const audio = (await this.events.next(ofTurn('TURN_AUDIO'), timeoutMs)).conversationEvents;
    if (audio.type === 'TURN_FAILED') throw new Error(`the turn failed: ${audio.code} ${audio.message}`);
    const file = await fetch(new URL(audio.audioUrl!, this.url), {
      headers: { cookie: this.cookie, 'x-conversation-token': this.sessionToken },
    });
    if (!file.ok) throw new Error(`the audio did not load: HTTP ${file.status}`);
    await file.arrayBuffer();
    const firstAudioMs = performance.now() - sent;
    const done = (await this.events.next(ofTurn('TURN_DONE'), timeoutMs)).conversationEvents;
    if (done.type === 'TURN_FAILED') throw new Error(`the turn failed: ${done.code} ${done.message}`);
    return { firstAudioMs, doneMs: performance.now() - sent };
  }

  async close(): Promise<void> {
    await fetch(`${this.url}/api/conversations/${this.sessionId}`, {
      method: 'DELETE',
      headers: { cookie: this.cookie, 'x-conversation-token': this.sessionToken },
    }).catch(() => undefined);
    this.events.dispose();
    await this.client.dispose();
  }
}
