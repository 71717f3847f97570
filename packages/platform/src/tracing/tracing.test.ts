import { describe, expect, it } from 'vitest';
import { startOtlpCollector } from '../../../../testkit/tracing/otlp-collector.js';
import { createLogger } from '../logger.js';
import { formatTraceparent, parseTraceparent, tracingOn } from './trace-context.js';
import { configureTracing, flushTraces, startSpan, withSpan } from './tracer.js';

describe('trace context (W3C traceparent)', () => {
  it('reads version 00 and writes it back; refuses malformed and all-zero ids', () => {
    const header = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    expect(parseTraceparent(header)).toEqual({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7' });
    expect(formatTraceparent(parseTraceparent(header)!)).toBe(header);
    expect(parseTraceparent('00-00000000000000000000000000000000-00f067aa0ba902b7-01')).toBeUndefined();
    expect(parseTraceparent('01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7')).toBeUndefined();
    expect(parseTraceparent('garbage')).toBeUndefined();
    expect(parseTraceparent(undefined)).toBeUndefined();
  });
});

describe('tracing', () => {
  it('costs nothing when off: no span, no trace id on log lines', async () => {
    expect(tracingOn()).toBe(false);
    expect(startSpan('test', 'work')).toBeNull();
    const lines: string[] = [];
    const logger = createLogger('test', 'info', {}, (line) => void lines.push(line));
    await withSpan('test', 'work', {}, async (span) => {
      expect(span.context).toBeUndefined();
      logger.info('inside');
    });
    expect(JSON.parse(lines[0]!)).not.toHaveProperty('trace_id');
  });

  it('when on, nests spans, puts the trace id on log lines and exports OTLP JSON with errors marked', async () => {
    const collector = await startOtlpCollector();
    const lines: string[] = [];
    const logger = createLogger('test', 'info', {}, (line) => void lines.push(line));
    configureTracing(collector.url, createLogger('test', 'silent'));
    let outer: string | undefined;
    await withSpan('svc', 'outer', { parent: null }, async (span) => {
      outer = span.context!.spanId;
      await withSpan('svc', 'inner', {}, async () => logger.info('inside'));
      await withSpan('svc', 'broken', {}, async () => {
        throw new Error('it broke');
      }).catch(() => undefined);
    });
    await flushTraces();
    const inner = collector.spans.find((span) => span.name === 'inner')!;
    expect(inner.parentSpanId).toBe(outer);
    expect(inner.service).toBe('svc');
    expect(collector.spans.find((span) => span.name === 'broken')!.status).toEqual({ code: 2, message: 'it broke' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ trace_id: inner.traceId, span_id: inner.spanId });
    await collector.stop();
  });
});
