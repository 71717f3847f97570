import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../testkit/stack.js';
import { startOtlpCollector } from '../../../testkit/tracing/otlp-collector.js';

let stack: TestStack;
let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
beforeAll(async () => {
  collector = await startOtlpCollector();
  stack = await startStack({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url });
});
afterAll(async () => {
  await stack.stop();
  await collector.stop();
});

describe('traces over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set', () => {
  it("follows one request from the caller's traceparent through the gateway and NATS into the service", async () => {
    const user = await signedInUser(stack);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const callerSpan = '00f067aa0ba902b7';
    const reply = await user.client.get('/api/agents/A00ZZZ9999', { traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(reply.status).toBe(404);

    // The catalog's server span arrives within the exporter's one-second batch.
    await expect
      .poll(() => collector.spans.filter((span) => span.traceId === traceId).map((span) => span.service), { timeout: 5_000 })
      .toEqual(expect.arrayContaining(['gateway', 'catalog']));
    const trace = collector.spans.filter((span) => span.traceId === traceId);
    const root = trace.find((span) => span.service === 'gateway' && span.kind === 2)!;
    expect(root).toMatchObject({ parentSpanId: callerSpan, name: 'GET /api/agents/:id' });
    expect(root.attributes).toMatchObject({ 'http.route': '/api/agents/:id', 'http.response.status_code': '404' });
    const out = trace.find((span) => span.service === 'gateway' && span.kind === 3)!;
    expect(out.parentSpanId).toBe(root.spanId);
    const served = trace.find((span) => span.service === 'catalog' && span.kind === 2)!;
    expect(served).toMatchObject({ parentSpanId: out.spanId, name: out.name });
    // No id of the caller's in a span name: names are route patterns and subjects.
    expect(trace.every((span) => !span.name.includes('A00ZZZ9999'))).toBe(true);
  });

  it('starts a new trace for a request that brings none', async () => {
    const before = new Set(collector.spans.map((span) => span.traceId));
    await stack.client().get('/api/auth/me');
    await expect
      .poll(() => collector.spans.filter((span) => !before.has(span.traceId) && span.service === 'gateway' && !span.parentSpanId))
      .not.toHaveLength(0);
  });
});
