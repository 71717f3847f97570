import type { Logger } from '../logger.js';
import { OtlpExporter, type FinishedSpan } from './otlp-exporter.js';
import { currentSpan, markTracingOn, newSpanId, newTraceId, runInSpan, type SpanContext } from './trace-context.js';

/** Set once per process when OTEL_EXPORTER_OTLP_ENDPOINT is; null means tracing is off. */
let exporter: OtlpExporter | null = null;

/**
 * Turns tracing on for this process when an OTLP endpoint is configured (the standard
 * OTEL_EXPORTER_OTLP_ENDPOINT, e.g. http://collector:4318). Off, every span helper below just
 * runs the work: no ids, no clock reads, no allocation beyond the call.
 */
export function configureTracing(endpoint: string | undefined, logger: Logger): void {
  if (!endpoint || exporter) return;
  exporter = new OtlpExporter(`${endpoint.replace(/\/+$/, '')}/v1/traces`, logger);
  markTracingOn();
  logger.info('tracing on', { endpoint });
}

/** Sends what is queued now (a stopping process calls it). */
export function flushTraces(): Promise<void> {
  return exporter?.flush() ?? Promise.resolve();
}

export interface SpanOptions {
  kind?: FinishedSpan['kind'];
  /** The parent: undefined = the current span, null = a new trace, or one read from a header. */
  parent?: SpanContext | null;
  attributes?: Record<string, string | number | boolean>;
}

export interface ActiveSpan {
  /** Undefined when tracing is off. */
  readonly context: SpanContext | undefined;
  setAttribute(key: string, value: string | number | boolean): void;
  /** Renames the span once its real name is known (an HTTP route is known only after routing). */
  rename(name: string): void;
}

const OFF: ActiveSpan = { context: undefined, setAttribute: () => undefined, rename: () => undefined };

/** Starts a span (child of `parent`), makes it current for `fn`'s async work, and ends it with `fn`. */
export async function withSpan<T>(
  service: string,
  name: string,
  options: SpanOptions,
  fn: (span: ActiveSpan) => Promise<T>,
): Promise<T> {
  const started = startSpan(service, name, options);
  if (!started) return fn(OFF);
  try {
    const result = await runInSpan(started.context, () => fn(started.span));
    started.end();
    return result;
  } catch (error) {
    started.end(error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** A span whose end is signalled later (an HTTP response's finish); null when tracing is off. */
export function startSpan(service: string, name: string, options: SpanOptions = {}) {
  const sink = exporter;
  if (!sink) return null;
  const parent = options.parent === undefined ? currentSpan() : (options.parent ?? undefined);
  const context: SpanContext = { traceId: parent?.traceId ?? newTraceId(), spanId: newSpanId() };
  const attributes = { ...options.attributes };
  let spanName = name;
  const startMs = Date.now();
  let ended = false;
  const span: ActiveSpan = {
    context,
    setAttribute: (key, value) => void (attributes[key] = value),
    rename: (next) => void (spanName = next),
  };
  return {
    context,
    span,
    end(error?: string) {
      if (ended) return;
      ended = true;
      sink.add({
        service,
        traceId: context.traceId,
        spanId: context.spanId,
        parentSpanId: parent?.spanId,
        name: spanName,
        kind: options.kind ?? 'internal',
        startMs,
        endMs: Date.now(),
        error,
        attributes,
      });
    },
  };
}

/**
 * A span measured after the fact (a turn's stages, known from its telemetry), under the current
 * span unless told; returns its context so later ones can hang under it (undefined when off).
 */
export function recordSpan(
  service: string,
  name: string,
  startMs: number,
  endMs: number,
  attributes: Record<string, string | number | boolean> = {},
  parent: SpanContext | undefined = currentSpan(),
): SpanContext | undefined {
  if (!exporter) return undefined;
  const context = { traceId: parent?.traceId ?? newTraceId(), spanId: newSpanId() };
  exporter.add({
    service,
    ...context,
    parentSpanId: parent?.spanId,
    name,
    kind: 'internal',
    startMs,
    endMs,
    attributes,
  });
  return context;
}
