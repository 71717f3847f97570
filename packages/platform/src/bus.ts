import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers, type NatsConnection, type Subscription } from '@nats-io/transport-node';
import type { z } from 'zod';
import { ReplyEnvelope, type EventContract, type JobContract, type RequestContract } from '@avatarium/contracts';
import { ATTRIBUTION_HEADER, currentAttribution, parseAttribution, runAttributed } from './attribution.js';
import { AppError, toAppError, UNAVAILABLE_MESSAGE } from './errors.js';
import type { Logger } from './logger.js';
import { RepeatedWarnings } from './repeated-warnings.js';
import { natsHandledSeconds, natsRequestSeconds } from './metrics/bus-metrics.js';
import { secondsSince } from './metrics/registry.js';
import { currentSpan, formatTraceparent, parseTraceparent } from './tracing/trace-context.js';
import { startSpan, withSpan } from './tracing/tracer.js';

export interface JobOptions {
  /** The job's id on the stream: the same id queued twice within the duplicate window is stored once. */
  messageId: string;
}

export interface RequestOptions {
  timeoutMs?: number;
}

/**
 * Typed messaging over NATS: every payload is parsed by its contract's schema when sent
 * and again when received, so a wrong message fails loudly at the boundary.
 */
export class Bus {
  private readonly subscriptions: Subscription[] = [];
  private disconnected = false;
  /** Requests waiting for a reply: failed together the moment the connection drops. */
  private readonly waiting = new Set<(error: AppError) => void>();
  /** A service that is away fails every request to it: one line a minute per subject, not one per request. */
  private readonly failedRequests = new RepeatedWarnings();
  /** Made on the first queued job: most processes never queue one. */
  private js: JetStreamClient | undefined;

  constructor(
    readonly nc: NatsConnection,
    private readonly logger: Logger,
    /** The process part this bus belongs to: the service name on its trace spans. */
    readonly service = 'process',
  ) {
    void this.followConnection();
  }

  /** False while the connection to NATS is lost (it reconnects by itself). */
  get connected(): boolean {
    return !this.disconnected && !this.nc.isClosed();
  }

  /** While NATS is away, requests fail at once instead of each waiting out its timeout. */
  private async followConnection(): Promise<void> {
    for await (const status of this.nc.status()) {
      if (status.type === 'disconnect') {
        this.disconnected = true;
        // A reply cannot come over a lost connection: say so now, not after the timeout.
        for (const fail of [...this.waiting]) fail(new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE));
      } else if (status.type === 'reconnect') this.disconnected = false;
    }
  }

  async request<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RequestContract<Req, Res>,
    payload: z.input<Req>,
    options: RequestOptions = {},
  ): Promise<z.output<Res>> {
    const body = contract.request.parse(payload);
    const startedAt = performance.now();
    const observe = (outcome: 'ok' | 'refused' | 'unavailable') =>
      natsRequestSeconds.observe({ subject: contract.subject, outcome }, secondsSince(startedAt));
    if (!this.connected) {
      observe('unavailable');
      throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
    }
    let raw: unknown;
    let fail: (error: AppError) => void = () => undefined;
    const lost = new Promise<never>((_, reject) => (fail = reject));
    this.waiting.add(fail);
    // With tracing on, the request is a client span whose context travels in the message headers.
    const span = startSpan(this.service, contract.subject, { kind: 'client', attributes: { 'messaging.system': 'nats' } });
    // Attributed work (a request made with an API key) names its key to the service as well.
    const attribution = currentAttribution();
    const traced = span || attribution ? headers() : undefined;
    if (span && traced) traced.set('traceparent', formatTraceparent(span.context));
    if (attribution && traced) traced.set(ATTRIBUTION_HEADER, attribution.apiKeyId);
    try {
      const reply = this.nc.request(contract.subject, JSON.stringify(body), {
        timeout: options.timeoutMs ?? 5_000,
        ...(traced ? { headers: traced } : {}),
      });
      // Whichever loses the race still settles: both are handled here.
      reply.catch(() => undefined);
      lost.catch(() => undefined);
      const msg = await Promise.race([reply, lost]);
      raw = msg.json();
    } catch (error) {
      const { log, skipped } = this.failedRequests.take(contract.subject);
      // The NATS client's stack says nothing about the caller: its code and message do.
      if (log) this.logger.warn('request failed', { subject: contract.subject, reason: natsFailure(error), skipped });
      observe('unavailable');
      span?.end('unavailable');
      throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
    } finally {
      this.waiting.delete(fail);
    }
    const envelope = ReplyEnvelope.parse(raw);
    observe(envelope.ok ? 'ok' : 'refused');
    span?.end();
    if (!envelope.ok) throw new AppError(envelope.error.code, envelope.error.message, envelope.error.details);
    return contract.reply.parse(envelope.data);
  }

  /** Answers requests as one member of a queue group, so replicas share the load. */
  serve<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RequestContract<Req, Res>,
    handler: (request: z.output<Req>) => Promise<z.input<Res>>,
    queue: string,
  ): void {
    this.answer(contract, handler, queue);
  }

  /** Answers every request in every replica (no queue group): for `requestAll` (who is there). */
  serveEvery<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RequestContract<Req, Res>,
    handler: (request: z.output<Req>) => Promise<z.input<Res>>,
  ): void {
    this.answer(contract, handler, undefined);
  }

  /**
   * Asks every replica that `serveEvery`s the subject and gathers the good replies that come
   * within `maxWaitMs` (none when nobody answers; failures and malformed replies are skipped).
   */
  async requestAll<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RequestContract<Req, Res>,
    payload: z.input<Req>,
    maxWaitMs = 500,
  ): Promise<Array<z.output<Res>>> {
    const body = contract.request.parse(payload);
    if (!this.connected) throw new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);
    const replies: Array<z.output<Res>> = [];
    const messages = await this.nc.requestMany(contract.subject, JSON.stringify(body), { strategy: 'timer', maxWait: maxWaitMs });
    for await (const msg of messages) {
      const envelope = ReplyEnvelope.safeParse(msg.json());
      if (!envelope.success || !envelope.data.ok) continue;
      const reply = contract.reply.safeParse(envelope.data.data);
      if (reply.success) replies.push(reply.data);
    }
    return replies;
  }

  private answer<Req extends z.ZodType, Res extends z.ZodType>(
    contract: RequestContract<Req, Res>,
    handler: (request: z.output<Req>) => Promise<z.input<Res>>,
    queue: string | undefined,
  ): void {
    const sub = this.nc.subscribe(contract.subject, {
      queue,
      callback: (error, msg) => {
        if (error) return this.logger.error('subscription error', { subject: contract.subject, error });
        const parent = parseTraceparent(msg.headers?.get('traceparent'));
        const attribution = parseAttribution(msg.headers?.get(ATTRIBUTION_HEADER));
        const handle = () =>
          withSpan(this.service, contract.subject, { kind: 'server', parent: parent ?? null }, async () => {
            const startedAt = performance.now();
            let envelope: ReplyEnvelope;
            try {
              const parsed = contract.request.safeParse(msg.json());
              if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Invalid request');
              envelope = { ok: true, data: contract.reply.parse(await handler(parsed.data)) };
            } catch (caught) {
              const appError = toAppError(caught);
              if (appError.code === 'INTERNAL') this.logger.error('handler failed', { subject: contract.subject, error: caught });
              envelope = { ok: false, error: { code: appError.code, message: appError.message, details: appError.details } };
            }
            const outcome = envelope.ok ? 'ok' : envelope.error.code === 'INTERNAL' ? 'failed' : 'refused';
            natsHandledSeconds.observe({ subject: contract.subject, outcome }, secondsSince(startedAt));
            msg.respond(JSON.stringify(envelope));
          });
        void (attribution ? runAttributed(attribution, handle) : handle());
      },
    });
    this.subscriptions.push(sub);
  }

  /**
   * The one way to publish: the payload is parsed by its subject's contract before anything
   * leaves (a wrong one throws here). An event goes out on core NATS (streams that keep events
   * capture it there); a job is queued on JetStream with its message id (a retried queueing
   * within the stream's duplicate window is a no-op), resolving once the stream stored it, and
   * the caller's trace goes along to whichever worker takes it (tracing on only).
   */
  publish<P extends z.ZodType>(contract: EventContract<P>, payload: z.input<P>): void;
  publish<P extends z.ZodType>(contract: JobContract<P>, payload: z.input<P>, options: JobOptions): Promise<void>;
  publish<P extends z.ZodType>(
    contract: EventContract<P> | JobContract<P>,
    payload: z.input<P>,
    options?: JobOptions,
  ): void | Promise<void> {
    if (contract.kind === 'job') return this.queue(contract, payload, options!);
    this.nc.publish(contract.subject, JSON.stringify(contract.payload.parse(payload)));
  }

  private async queue<P extends z.ZodType>(contract: JobContract<P>, payload: z.input<P>, options: JobOptions): Promise<void> {
    const body = JSON.stringify(contract.payload.parse(payload));
    const span = currentSpan();
    const traced = span ? headers() : undefined;
    if (span && traced) traced.set('traceparent', formatTraceparent(span));
    this.js ??= jetstream(this.nc);
    await this.js.publish(contract.subject, body, { msgID: options.messageId, ...(traced ? { headers: traced } : {}) });
  }

  /** Every subscriber receives every event (fan-out); pass a queue to share them instead. */
  subscribe<P extends z.ZodType>(
    contract: EventContract<P>,
    handler: (payload: z.output<P>) => void,
    options: { queue?: string } = {},
  ): () => void {
    const sub = this.nc.subscribe(contract.subject, {
      queue: options.queue,
      callback: (error, msg) => {
        if (error) return this.logger.error('subscription error', { subject: contract.subject, error });
        // This runs inside the connection's reader: anything thrown here would stop it reading.
        try {
          const parsed = contract.payload.safeParse(msg.json());
          if (!parsed.success) return this.logger.warn('dropped malformed event', { subject: contract.subject });
          handler(parsed.data);
        } catch (caught) {
          this.logger.error('event handler failed', { subject: contract.subject, error: caught });
        }
      },
    });
    this.subscriptions.push(sub);
    // Short-lived subscriptions (one per conversation session) must not pile up here.
    return () => {
      sub.unsubscribe();
      const index = this.subscriptions.indexOf(sub);
      if (index >= 0) this.subscriptions.splice(index, 1);
    };
  }

  /**
   * Drains (what was published is delivered), or closes outright when the connection is lost or
   * drops during the drain: NATS rejects a drain's flush on a reconnect, and a stop must not fail
   * (or wait forever) because of a blip.
   */
  async close(drainTimeoutMs = 5_000): Promise<void> {
    for (const sub of this.subscriptions) sub.unsubscribe();
    if (this.nc.isClosed()) return;
    if (this.connected) {
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        this.nc.drain().then(
          () => true,
          (error: unknown) => {
            this.logger.warn('drain cut short; closing', { error: String(error) });
            return false;
          },
        ),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), drainTimeoutMs))),
      ]);
      clearTimeout(timer);
      if (drained) return;
    }
    await this.nc.close().catch(() => undefined);
  }
}

/** What a failed NATS request says: no responders, a timeout, a closed connection. */
function natsFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' ? `${code}: ${error.message}` : error.message;
}
