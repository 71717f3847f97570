import type { Logger } from '@avatarium/platform';
import type { WebhookDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import type { WebhookEndpointRepository } from './webhook-endpoint.repository.js';
import { TEST_EVENT_TYPE } from './webhook-events.js';
import { sendWebhook } from './webhook-sender.js';

const MINUTE = 60_000;
/** Waits after the 1st … 5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * MINUTE;
/** Longer than the 10 s send timeout, so a live holder never loses its lease. */
const LEASE_MS = 30_000;
const WORKERS = 16;

export interface DispatcherOptions {
  allowLoopback: boolean;
  pollMs?: number;
}

/**
 * Sends due deliveries: polls the durable queue (and is woken when something is queued), up to
 * a few sends at once, each claimed with a lease. Every gateway runs one; the claims share the work.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly endpoints: WebhookEndpointRepository,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly logger: Logger,
    private readonly options: DispatcherOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 1_000);
    this.timer.unref();
  }

  /** Runs a pass now (or right after the current one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.warn('webhook dispatch failed', { error }))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** One pass at `now` (tests pass a later clock to make retries due). Resolves when nothing due is left. */
  async drain(now?: () => Date): Promise<void> {
    const clock = now ?? (() => new Date());
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (!this.stopped) {
          const delivery = await this.deliveries.claimDue(clock(), LEASE_MS);
          if (!delivery) return;
          await this.attempt(delivery, clock());
        }
      }),
    );
  }

  private async attempt(delivery: WebhookDelivery, now: Date): Promise<void> {
    const endpoint = await this.endpoints.byId(delivery.endpointId);
    // A test event goes to a disabled endpoint too: the owner tests it before turning it on.
    if (!endpoint || (!endpoint.enabled && delivery.type !== TEST_EVENT_TYPE)) {
      const why = endpoint ? 'Endpoint disabled' : 'Endpoint deleted';
      await this.deliveries.finishAttempt(delivery, {
        at: now,
        responseStatus: null,
        responseExcerpt: null,
        error: why,
        nextAttemptAt: null,
        delivered: false,
      });
      return;
    }
    const result = await sendWebhook(endpoint, delivery, { allowLoopback: this.options.allowLoopback });
    const attempts = delivery.attempts + 1;
    const retryIn = result.delivered || attempts >= MAX_ATTEMPTS ? null : RETRY_DELAYS_MS[attempts - 1]!;
    const nextAttemptAt = retryIn === null ? null : new Date(now.getTime() + retryIn);
    await this.deliveries.finishAttempt(delivery, { at: now, ...result, nextAttemptAt });
    if (result.delivered) {
      if (endpoint.failingSince) await this.endpoints.recordSuccess(endpoint.id);
    } else
      await this.endpoints.recordFailure(
        endpoint.id,
        now,
        DISABLE_AFTER_FAILING_MS,
        `Deliveries failed for 3 days (last: ${result.error ?? 'no answer'})`,
      );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
