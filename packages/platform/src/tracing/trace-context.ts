import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The span the current async work belongs to (W3C trace context ids, lowercase hex). */
export interface SpanContext {
  traceId: string;
  spanId: string;
}

const current = new AsyncLocalStorage<SpanContext>();
let exporting = false;

/** Whether this process exports traces (set once by `configureTracing`). */
export const tracingOn = () => exporting;
export function markTracingOn(): void {
  exporting = true;
}

// randomUUID draws from a pool Node keeps filled: far cheaper per id than randomBytes, which a
// span per NATS request would pay twice. Its version and variant digits are fixed, which a
// trace id tolerates (122 random bits; a span id keeps 60 of the first 64).
export const newTraceId = () => randomUUID().replaceAll('-', '');
export const newSpanId = () => randomUUID().replaceAll('-', '').slice(0, 16);

export function currentSpan(): SpanContext | undefined {
  return current.getStore();
}

export function runInSpan<T>(span: SpanContext, fn: () => T): T {
  return current.run(span, fn);
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** Reads a `traceparent` header (version 00); anything else, or all-zero ids, is no parent. */
export function parseTraceparent(value: string | null | undefined): SpanContext | undefined {
  const match = value ? TRACEPARENT.exec(value.trim()) : null;
  if (!match || /^0+$/.test(match[1]!) || /^0+$/.test(match[2]!)) return undefined;
  return { traceId: match[1]!, spanId: match[2]! };
}

export const formatTraceparent = (span: SpanContext) => `00-${span.traceId}-${span.spanId}-01`;
