import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { wsClient } from '../ws-client.js';

/** A conversation as a viewer holds it: the session, its token and a graphql-ws client with the cookie. */
export interface ViewerSession<Events> {
  url: string;
  cookie: string;
  sessionId: string;
  sessionToken: string;
  client: Client;
  /** What `subscribe` made of the session's conversationEvents. */
  events: Events;
}

/**
 * Starts a conversation over POST /api/conversations and opens its events over graphql-ws;
 * `subscribe` registers the subscription (each caller records events its own way).
 */
export async function openViewerSession<Events>(
  url: string,
  cookie: string,
  agentId: string,
  subscribe: (client: Client, variables: { sessionId: string; sessionToken: string }) => Events,
): Promise<ViewerSession<Events>> {
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
  const { sessionId, sessionToken } = body;
  const events = subscribe(client, { sessionId, sessionToken });
  await connected;
  await sleep(200); // graphql-ws does not acknowledge a subscription; the gateway registers it within ms
  return { url, cookie, sessionId, sessionToken, client, events };
}

/** Sends one typed question; resolves to its turn id. */
export async function askInSession(session: ViewerSession<unknown>, text: string): Promise<string> {
  const { response, body } = await postText<{ turnId?: string }>(session, 'messages', text);
  if (!response.ok || !body.turnId) throw new Error(`asking failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.turnId;
}

/** What the visitor is typing, as the viewer's composer sends it (POST .../draft); true when read ahead. */
export async function draftInSession(session: ViewerSession<unknown>, text: string): Promise<boolean> {
  const { response, body } = await postText<{ readAhead?: boolean }>(session, 'draft', text);
  if (!response.ok) throw new Error(`the draft failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.readAhead === true;
}

/** POSTs `{ text }` to the session's `messages` or `draft` route, as its holder. */
async function postText<Body>(session: ViewerSession<unknown>, route: 'messages' | 'draft', text: string) {
  const response = await fetch(`${session.url}/api/conversations/${session.sessionId}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sessionHeaders(session) },
    body: JSON.stringify({ text }),
  });
  return { response, body: (await response.json()) as Body };
}

/** Fetches a sentence's audio as the player does (cookie and session token). */
export function fetchSessionAudio(session: ViewerSession<unknown>, audioUrl: string): Promise<Response> {
  return fetch(new URL(audioUrl, session.url), { headers: sessionHeaders(session) });
}

/** Ends the conversation and closes its socket; `stopEvents` disposes the caller's subscription. */
export async function closeViewerSession(session: ViewerSession<unknown>, stopEvents: () => void): Promise<void> {
  await fetch(`${session.url}/api/conversations/${session.sessionId}`, {
    method: 'DELETE',
    headers: sessionHeaders(session),
  }).catch(() => undefined);
  stopEvents();
  await session.client.dispose();
}

function sessionHeaders(session: ViewerSession<unknown>): Record<string, string> {
  return { cookie: session.cookie, 'x-conversation-token': session.sessionToken };
}
