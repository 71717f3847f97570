import { signatureHeader } from './webhook-secret.js';
import { assertDeliverable } from './webhook-url.js';

export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_CHARS = 300;

export interface SendResult {
  delivered: boolean;
  responseStatus: number | null;
  responseExcerpt: string | null;
  error: string | null;
}

/** Reads at most a few KB of the answer: a receiver cannot make us hold a large body. */
async function excerptOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < 4096) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  void reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
}

/**
 * One signed POST. 2xx is delivered; anything else (a redirect included: they are not followed,
 * the registered URL is the only one we call) is a failure to retry. The address rules are
 * checked again just before, as the crawler does.
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  delivery: { eventId: string; body: string },
  options: { allowLoopback: boolean; timeoutMs?: number; now?: Date },
): Promise<SendResult> {
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
  try {
    await assertDeliverable(new URL(target.url), options.allowLoopback);
    const response = await fetch(target.url, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Avatarium-Webhooks/1.0',
        'avatarium-event-id': delivery.eventId,
        'avatarium-signature': signatureHeader(target.secret, timestamp, delivery.body),
      },
      body: delivery.body,
    });
    const responseExcerpt = await excerptOf(response).catch(() => '');
    const delivered = response.status >= 200 && response.status < 300;
    const error = delivered
      ? null
      : response.status >= 300 && response.status < 400
        ? `Redirect (HTTP ${response.status}) not followed`
        : `HTTP ${response.status}`;
    return { delivered, responseStatus: response.status, responseExcerpt, error };
  } catch (caught) {
    const timedOut = caught instanceof Error && (caught.name === 'TimeoutError' || caught.name === 'AbortError');
    const message = timedOut ? 'Timed out after 10 s' : caught instanceof Error ? caught.message : String(caught);
    return { delivered: false, responseStatus: null, responseExcerpt: null, error: message.slice(0, 300) };
  }
}
