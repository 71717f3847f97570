import type { Logger } from '@avatarium/platform';
import type { AttemptOutcome, WebhookDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository.js';
import type { WebhookEndpoint, WebhookEndpointRepository } from './webhook-endpoint.repository.js';
import { TEST_EVENT_TYPE } from './webhook-events.js';
import { sendWebhook } from './webhook-sender.js';

const MINUTE = 60_000;
/** Waits after the 1st … 5th failed attempt; the 6th failure is final. */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 360 * MINUTE];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 60 * MINUTE;
/** Longer than the 10 s send timeout, so a live holder never loses its lease. */
const LEASE_MS = 30_000;
/** Sends in flight per gateway (a claim takes at most this many due deliveries). */
const SENDS_AT_ONCE = 32;

/** An attempt sent and not yet recorded; `endpoint` null when nothing was sent (deleted or disabled). */
interface Finished {
  delivery: WebhookDelivery;
  outcome: AttemptOutcome;
  endpoint: WebhookEndpoint | null;
}

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
    const sending = new Set<Promise<void>>();
    const finished: Finished[] = [];
    try {
      while (!this.stopped) {
        await this.record(finished.splice(0));
        // Claims when half the slots are free: fewer, larger claims; each claimed send starts at
        // once, so no lease runs while its delivery waits in line.
        const room = SENDS_AT_ONCE - sending.size;
        const claimed = room >= SENDS_AT_ONCE / 2 ? await this.deliveries.claimDueBatch(clock(), LEASE_MS, room) : [];
        if (claimed.length > 0) {
          const endpoints = await this.endpoints.byIds([...new Set(claimed.map((delivery) => delivery.endpointId))]);
          for (const delivery of claimed) {
            const send: Promise<void> = this.attempt(delivery, endpoints.get(delivery.endpointId) ?? null, clock())
              .then((done) => void finished.push(done))
              .finally(() => sending.delete(send));
            sending.add(send);
          }
          continue;
        }
        if (sending.size === 0) return;
        await Promise.race(sending);
      }
    } finally {
      await Promise.allSettled(sending);
      await this.record(finished.splice(0));
    }
  }

  /** Sends one delivery; what to record (nothing is written here: attempts are recorded in bulk). */
  private async attempt(delivery: WebhookDelivery, endpoint: WebhookEndpoint | null, now: Date): Promise<Finished> {
    // A test event goes to a disabled endpoint too: the owner tests it before turning it on.
    if (!endpoint || (!endpoint.enabled && delivery.type !== TEST_EVENT_TYPE)) {
      const error = endpoint ? 'Endpoint disabled' : 'Endpoint deleted';
      const outcome = { at: now, responseStatus: null, responseExcerpt: null, error, nextAttemptAt: null, delivered: false };
      return { delivery, outcome, endpoint: null };
    }
    const result = await sendWebhook(endpoint, delivery, { allowLoopback: this.options.allowLoopback });
    const attempts = delivery.attempts + 1;
    const retryIn = result.delivered || attempts >= MAX_ATTEMPTS ? null : RETRY_DELAYS_MS[attempts - 1]!;
    const nextAttemptAt = retryIn === null ? null : new Date(now.getTime() + retryIn);
    return { delivery, outcome: { at: now, ...result, nextAttemptAt }, endpoint };
  }

  /**
   * Writes finished attempts in one round trip, then each endpoint's health in the order its
   * attempts ended, a run of like outcomes as one write (the failing streak starts at the run's
   * last failure, seconds at most after its first).
   */
  private async record(finished: Finished[]): Promise<void> {
    if (finished.length === 0) return;
    await this.deliveries.finishAttempts(finished);
    const byEndpoint = new Map<string, { endpoint: WebhookEndpoint; outcomes: AttemptOutcome[] }>();
    for (const { endpoint, outcome } of finished) {
      if (!endpoint) continue;
      const entry = byEndpoint.get(endpoint.id) ?? { endpoint, outcomes: [] };
      entry.outcomes.push(outcome);
      byEndpoint.set(endpoint.id, entry);
    }
    await Promise.all([...byEndpoint.values()].map(({ endpoint, outcomes }) => this.recordHealth(endpoint, outcomes)));
  }

  /** Success clears a failing streak; a failure starts one, or disables the endpoint after 3 days of it. */
  private async recordHealth(endpoint: WebhookEndpoint, outcomes: AttemptOutcome[]): Promise<void> {
    let failing = endpoint.failingSince !== null;
    for (const [index, outcome] of outcomes.entries()) {
      if (outcomes[index + 1]?.delivered === outcome.delivered) continue; // not the end of its run
      if (outcome.delivered) {
        if (failing) await this.endpoints.recordSuccess(endpoint.id);
        failing = false;
      } else {
        const reason = `Deliveries failed for 3 days (last: ${outcome.error ?? 'no answer'})`;
        await this.endpoints.recordFailure(endpoint.id, outcome.at, DISABLE_AFTER_FAILING_MS, reason);
        failing = true;
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }
}
