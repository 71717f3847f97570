import { describe, expect, it, vi } from 'vitest';
import { createGraphiqlFetcher, isSubscription } from './graphiqlFetcher';

describe('the GraphiQL fetcher', () => {
  it('sends queries and mutations over HTTP to this origin with the headers typed in GraphiQL', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: { ping: true } })));
    const fetcher = createGraphiqlFetcher('https://app.example', fetchImpl as unknown as typeof fetch);
    const result = await fetcher({ query: '{ ping }' }, { headers: { Authorization: 'Bearer av_live_x' } });
    expect(result).toEqual({ data: { ping: true } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://app.example/graphql');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer av_live_x' });
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ ping }' });
  });

  it('knows a subscription by the chosen operation', () => {
    const document = 'query A { ping } subscription B { creditBalanceChanged { balance } }';
    expect(isSubscription({ query: document, operationName: 'B' })).toBe(true);
    expect(isSubscription({ query: document, operationName: 'A' })).toBe(false);
    expect(isSubscription({ query: 'subscription { x }' })).toBe(true);
    expect(isSubscription({ query: '{ broken' })).toBe(false);
  });
});
