import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { startMetricsServer, type MetricsServer } from './metrics-server.js';
import { counter } from './registry.js';

const logger = createLogger('metrics-test', 'silent');
let server: MetricsServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

describe('a service admin port', () => {
  it('serves the process and the app metrics in Prometheus text to a loopback scraper', async () => {
    server = await startMetricsServer({ port: 0, logger });
    counter('avatarium_test_events_total', 'Test events.', ['kind']).inc({ kind: 'seen' }, 3);
    const reply = await fetch(server.url);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await reply.text();
    expect(body).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds [\d.e-]+/m);
    expect(body).toContain('avatarium_test_events_total{kind="seen"} 3');
  });

  it('refuses a proxied request even from loopback, and answers nothing but GET /metrics', async () => {
    server = await startMetricsServer({ port: 0, logger });
    expect((await fetch(server.url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(server.url, { method: 'POST' })).status).toBe(404);
  });

  it('asks for the bearer token when one is set', async () => {
    const token = 'scrape-token-0123456789';
    server = await startMetricsServer({ port: 0, logger, token });
    expect((await fetch(server.url)).status).toBe(403);
    expect((await fetch(server.url, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(403);
    expect((await fetch(server.url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });
});
