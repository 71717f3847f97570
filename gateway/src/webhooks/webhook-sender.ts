import { postOnce } from './webhook-post.js';
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

/**
 * One signed POST. 2xx is delivered; anything else (a redirect included: they are not followed,
 * the registered URL is the only one we call) is a failure to retry. The address rules are
 * checked again, and the connection goes only to an address that passed them (as the crawler's).
 */
export async function sendWebhook(
  target: { url: string; secret: string },
  delivery: { eventId: string; body: string },
  options: { allowLoopback: boolean; timeoutMs?: number; now?: Date },
): Promise<SendResult> {
  const timestamp = Math.floor((options.now ?? new Date()).getTime() / 1000);
  try {
    // Literal addresses are checked here; names again while connecting (webhook-post.ts).
    await assertDeliverable(new URL(target.url), options.allowLoopback);
    const url = new URL(target.url);
    const response = await postOnce(
      url,
      {
        'content-type': 'application/json',
        'user-agent': 'Avatarium-Webhooks/1.0',
        'avatarium-event-id': delivery.eventId,
        'avatarium-signature': signatureHeader(target.secret, timestamp, delivery.body),
      },
      delivery.body,
      { allowLoopback: options.allowLoopback, timeoutMs: options.timeoutMs ?? DELIVERY_TIMEOUT_MS },
    );
    const responseExcerpt = response.text.slice(0, EXCERPT_CHARS);
    const delivered = response.status >= 200 && response.status < 300;
    const error = delivered
      ? null
      : response.status >= 300 && response.status < 400
        ? `Redirect (HTTP ${response.status}) not followed`
        : `HTTP ${response.status}`;
    return { delivered, responseStatus: response.status, responseExcerpt, error };
  } catch (caught) {
    const timedOut = caught instanceof Error && (caught.name === 'TimeoutError' || caught.name === 'AbortError');
    const message = timedOut
      ? `Timed out after ${(options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s`
      : caught instanceof Error
        ? caught.message
        : String(caught);
    return { delivered: false, responseStatus: null, responseExcerpt: null, error: message.slice(0, 300) };
  }
}
