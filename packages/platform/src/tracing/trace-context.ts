import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

/** The span the current async work belongs to (W3C trace context ids, lowercase hex). */
export interface SpanContext {
  traceId: string;
  spanId: string;
}

const current = new AsyncLocalStorage<SpanContext>();

export const newTraceId = () => randomBytes(16).toString('hex');
export const newSpanId = () => randomBytes(8).toString('hex');

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
