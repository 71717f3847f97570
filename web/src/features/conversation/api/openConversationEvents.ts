import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { graphqlWsUrl } from '../../../shared/apollo/graphqlWsUrl';
import { ConversationEventsSubscription } from '../graphql/conversationEventsSubscription';
import type { HeldSession } from './heldSession';

/** A ping unanswered this long means the socket is dead even if the browser has not noticed. */
const PONG_TIMEOUT_MS = 5_000;
const KEEP_ALIVE_MS = 10_000;

export interface ConversationEventHandlers {
  /** The socket is up and the subscription was sent. */
  onConnected(): void;
  /** One raw event, as the subscription delivered it. */
  onEvent(raw: unknown): void;
  /** The socket closed or stopped answering: reconnect. */
  onDropped(): void;
  /** The server refused the subscription (a GraphQL error code such as NOT_FOUND or FORBIDDEN). */
  onRefused(code: string | null, message: string): void;
  /** The server ended the stream (after SESSION_ENDED). */
  onCompleted(): void;
}

/**
 * The session's events over a socket of their own, not the app's shared one, so the viewer
 * decides when to reconnect (1 s after a drop, spec 001 section 9) and knows when it is live.
 * Returns a function that closes it; nothing is reported after that.
 */
export function openConversationEvents(session: HeldSession, handlers: ConversationEventHandlers): () => void {
  let closed = false;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const client = createClient({
    url: graphqlWsUrl(window.location),
    lazy: true,
    retryAttempts: 0,
    keepAlive: KEEP_ALIVE_MS,
    on: {
      connected: () => {
        if (!closed) handlers.onConnected();
      },
      ping: (received) => {
        if (received) return;
        clearTimeout(pongTimer);
        pongTimer = setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: () => clearTimeout(pongTimer),
    },
  });

  const unsubscribe = client.subscribe(
    { query: print(ConversationEventsSubscription), variables: { ...session } },
    {
      next: (result) => {
        if (closed) return;
        const refusal = result.errors?.[0];
        if (refusal) {
          handlers.onRefused(codeOf(refusal.extensions), refusal.message);
          return;
        }
        const data = result.data as { conversationEvents?: unknown } | null | undefined;
        if (data?.conversationEvents) handlers.onEvent(data.conversationEvents);
      },
      error: (error: unknown) => {
        if (closed) return;
        if (Array.isArray(error) && error.length > 0) {
          const first = error[0] as { message?: string; extensions?: unknown };
          handlers.onRefused(codeOf(first.extensions), first.message ?? 'Refused');
        } else {
          handlers.onDropped();
        }
      },
      complete: () => {
        if (!closed) handlers.onCompleted();
      },
    },
  );

  return () => {
    closed = true;
    clearTimeout(pongTimer);
    unsubscribe();
    void client.dispose();
  };
}

function codeOf(extensions: unknown): string | null {
  const code = (extensions as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}
