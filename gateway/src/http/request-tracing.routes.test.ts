import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAgentId } from '@avatarium/contracts';
import { readyAgentOf, signedInUser } from '../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../testkit/conversation/conversation-test-kit.js';
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

  it('makes one creation one trace: gateway → media → its job → credits and catalog', async () => {
    const user = await signedInUser(stack);
    const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const agentId = generateAgentId();
    const reply = await user.client.post(
      '/api/generate-agent',
      { prompt: 'A patient chess coach named Mira', agent_id: agentId, model: 'essence', duration: 10 },
      { traceparent: `00-${traceId}-1111111111111111-01` },
    );
    expect(reply.status, JSON.stringify(reply.data)).toBe(200);
    // The job's last step lands in the same trace, however many seconds later.
    await expect
      .poll(() => collector.spans.some((span) => span.traceId === traceId && span.name === 'generation step model'), {
        timeout: 90_000,
        interval: 500,
      })
      .toBe(true);
    const trace = collector.spans.filter((span) => span.traceId === traceId);
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['gateway', 'media', 'credits', 'catalog']));
    const job = trace.find((span) => span.name === 'generation job')!;
    expect(trace.find((span) => span.spanId === job.parentSpanId)?.service).toBe('media');
    for (const step of ['persona', 'image', 'video', 'model']) {
      expect(trace.find((span) => span.name === `generation step ${step}`)?.parentSpanId).toBe(job.spanId);
    }
  }, 120_000);

  it('makes one conversation turn one trace: the gateway call, then the turn with its stages', async () => {
    await ensureConversationBackend(stack);
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const session = await startSessionOver(owner.client, agent.id);
    const traceId = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const sent = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text: 'What do you do?' },
      { ...holding(session.sessionToken), traceparent: `00-${traceId}-2222222222222222-01` },
    );
    expect(sent.status).toBe(200);
    await expect
      .poll(() => collector.spans.some((span) => span.traceId === traceId && span.name === 'turn'), { timeout: 30_000 })
      .toBe(true);
    const trace = collector.spans.filter((span) => span.traceId === traceId);
    const turn = trace.find((span) => span.name === 'turn')!;
    expect(turn).toMatchObject({ service: 'conversation', attributes: { 'turn.outcome': 'done' } });
    const stages = trace.filter((span) => span.parentSpanId === turn.spanId).map((span) => span.name);
    expect(stages).toEqual(expect.arrayContaining(['llm first token', 'tts first audio']));
    // Retrieval and the debit are the turn request's children, in their services. The catalog is
    // not asked: the conversation service heard the agent's store settings when the agent was made
    // (catalog.agent.changed).
    expect(new Set(trace.map((span) => span.service))).toEqual(new Set(['gateway', 'conversation', 'credits', 'knowledge']));
    expect(trace.some((span) => span.service === 'gateway' && span.name === 'POST /api/conversations/:sessionId/messages')).toBe(
      true,
    );
  }, 60_000);

  it('starts a new trace for a request that brings none', async () => {
    const before = new Set(collector.spans.map((span) => span.traceId));
    await stack.client().get('/api/auth/me');
    await expect
      .poll(() => collector.spans.filter((span) => !before.has(span.traceId) && span.service === 'gateway' && !span.parentSpanId))
      .not.toHaveLength(0);
  });
});
