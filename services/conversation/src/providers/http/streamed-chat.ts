import type { HttpCallOptions } from '@avatarium/platform';

import { asUnavailable, callProvider, type ProviderEndpoint } from './provider-call.js';
import { readServerSentEvents, type ServerSentEvent } from './sse.js';

/**
 * A chat reply streamed as server-sent events: `pieceOf` reads an event's text (undefined for
 * events without any) and says when the stream is over. Errors while reading count as the
 * provider's, not the turn's.
 */
export async function* streamChat(
  endpoint: ProviderEndpoint,
  url: string,
  options: HttpCallOptions,
  pieceOf: (event: ServerSentEvent) => { text?: string; done?: boolean },
): AsyncGenerator<string> {
  const response = await callProvider(endpoint, url, {
    ...options,
    headers: { accept: 'text/event-stream', ...options.headers },
  });
  if (!response.body) throw asUnavailable(endpoint, new Error('the reply has no body'));
  try {
    for await (const event of readServerSentEvents(response.body)) {
      const { text, done } = pieceOf(event);
      if (text) yield text;
      if (done) return;
    }
  } catch (error) {
    throw asUnavailable(endpoint, error, options.signal);
  } finally {
    void response.body.cancel().catch(() => undefined);
  }
}
