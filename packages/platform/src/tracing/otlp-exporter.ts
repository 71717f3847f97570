import type { Logger } from '../logger.js';

/** A finished span, as the exporter sends it. */
export interface FinishedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: 'internal' | 'server' | 'client' | 'producer' | 'consumer';
  startMs: number;
  endMs: number;
  error?: string;
  attributes: Record<string, string | number | boolean>;
}

const KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;
const nanos = (ms: number) => (BigInt(Math.round(ms * 1000)) * 1000n).toString();

const attribute = (key: string, value: string | number | boolean) => ({
  key,
  value:
    typeof value === 'string'
      ? { stringValue: value }
      : typeof value === 'boolean'
        ? { boolValue: value }
        : Number.isInteger(value)
          ? { intValue: String(value) }
          : { doubleValue: value },
});

/** The OTLP/HTTP JSON body (opentelemetry-proto ExportTraceServiceRequest), one resource per service. */
export function otlpBody(spans: readonly FinishedSpan[]) {
  const byService = new Map<string, FinishedSpan[]>();
  for (const span of spans) byService.set(span.service, [...(byService.get(span.service) ?? []), span]);
  return {
    resourceSpans: [...byService].map(([service, list]) => ({
      resource: { attributes: [attribute('service.name', service), attribute('service.namespace', 'avatarium')] },
      scopeSpans: [
        {
          scope: { name: '@avatarium/platform' },
          spans: list.map((span) => ({
            traceId: span.traceId,
            spanId: span.spanId,
            ...(span.parentSpanId ? { parentSpanId: span.parentSpanId } : {}),
            name: span.name,
            kind: KIND[span.kind],
            startTimeUnixNano: nanos(span.startMs),
            endTimeUnixNano: nanos(span.endMs),
            attributes: Object.entries(span.attributes).map(([key, value]) => attribute(key, value)),
            status: span.error ? { code: 2, message: span.error } : { code: 1 },
          })),
        },
      ],
    })),
  };
}

/**
 * Batches finished spans and POSTs them to `<endpoint>/v1/traces` as OTLP/HTTP JSON every
 * second (or at 512 spans). A collector that is down costs dropped spans, never the request:
 * the queue is capped and a failed post is logged once a minute at most.
 */
export class OtlpExporter {
  private queue: FinishedSpan[] = [];
  private readonly timer: NodeJS.Timeout;
  private lastComplaint = 0;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
    private readonly headers: Record<string, string> = {},
  ) {
    this.timer = setInterval(() => void this.flush(), 1_000);
    this.timer.unref();
  }

  add(span: FinishedSpan): void {
    if (this.queue.length >= 10_000) return;
    this.queue.push(span);
    if (this.queue.length >= 512) void this.flush();
  }

  flush(): Promise<void> {
    if (this.queue.length === 0) return this.inFlight;
    const batch = this.queue;
    this.queue = [];
    this.inFlight = this.inFlight.then(() => this.post(batch));
    return this.inFlight;
  }

  private async post(batch: FinishedSpan[]): Promise<void> {
    try {
      const reply = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...this.headers },
        body: JSON.stringify(otlpBody(batch)),
        signal: AbortSignal.timeout(5_000),
      });
      if (!reply.ok) throw new Error(`collector answered ${reply.status}`);
    } catch (error) {
      if (Date.now() - this.lastComplaint > 60_000) {
        this.lastComplaint = Date.now();
        this.logger.warn('trace export failed; spans dropped', { error: String(error), spans: batch.length });
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
