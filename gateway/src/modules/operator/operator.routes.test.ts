import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ ADMIN_EMAILS: 'someone@example.com, Ops@Example.com' });
});
afterAll(async () => {
  await stack.stop();
});

const STATUS_QUERY = `query {
  operatorStatus {
    checkedAt
    processes { name version instance uptimeSeconds rssBytes latencies { metric group count p50Seconds p95Seconds } }
    streams { name messages consumers { name pending ackPending redelivered } }
    jobs { queued running paused failedLastDay recentFailures { agentId errorType message failedAt } }
  }
}`;

describe('the operator page (ADMIN_EMAILS)', () => {
  it('shows an operator every process on the bus, the JetStream backlogs and the creation jobs', async () => {
    const operator = stack.client();
    await signUpUser(operator, 'ops@example.com');
    expect((await operator.graphql('{ me { isOperator } }')).data).toEqual({ me: { isOperator: true } });

    const reply = await operator.get('/api/operator/status');
    expect(reply.status).toBe(200);
    const names = (reply.data.processes as Array<{ name: string }>).map((process) => process.name);
    expect(names).toEqual(expect.arrayContaining(['catalog', 'credits', 'gateway', 'knowledge', 'media']));
    for (const process of reply.data.processes) {
      expect(process).toMatchObject({ version: '0.1.0', instance: expect.stringMatching(/:\d+$/) });
      expect(process.uptimeSeconds).toBeGreaterThanOrEqual(0);
    }
    const media = (reply.data.streams as Array<{ name: string; consumers: Array<{ name: string; pending: number }> }>).find(
      (stream) => stream.consumers.some((consumer) => consumer.name === 'generation-worker'),
    );
    expect(media?.consumers.find((consumer) => consumer.name === 'generation-worker')?.pending).toBeGreaterThanOrEqual(0);
    expect(reply.data.jobs).toMatchObject({ queued: expect.any(Number), running: expect.any(Number), recentFailures: [] });

    // The same through GraphQL; by now the gateway's last hour holds the requests above.
    const viaGraphql = await operator.graphql(STATUS_QUERY);
    expect(viaGraphql.errors).toBeUndefined();
    const gateway = viaGraphql.data.operatorStatus.processes.find((process: { name: string }) => process.name === 'gateway');
    const http = gateway.latencies.find(
      (latency: { metric: string }) => latency.metric === 'avatarium_http_request_duration_seconds',
    );
    expect(http.count).toBeGreaterThanOrEqual(2);
    expect(http.p50Seconds).toBeGreaterThan(0);
    expect(http.p95Seconds).toBeGreaterThanOrEqual(http.p50Seconds);
  });

  it('is refused to everyone else, who is not even told who operates', async () => {
    const visitor = stack.client();
    await signUpUser(visitor);
    expect((await visitor.graphql('{ me { isOperator } }')).data).toEqual({ me: { isOperator: false } });
    const refused = await visitor.get('/api/operator/status');
    expect(refused.status).toBe(403);
    expect(refused.data).toMatchObject({ success: false, error: 'Only operators can see the operator page.' });
    const viaGraphql = await visitor.graphql('{ operatorStatus { checkedAt } }');
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.client().get('/api/operator/status')).status).toBe(401);
  });
});
