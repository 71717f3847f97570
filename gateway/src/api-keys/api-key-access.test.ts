import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accessOfRoute, API_KEY_ACCESS, operationRefusal, selectedOperation } from './api-key-access.js';
import { ANY_KEY, API_KEY_SCOPES } from './api-key-scopes.js';

describe('the API key access table', () => {
  it('names only known scopes', () => {
    for (const access of Object.values(API_KEY_ACCESS)) expect([...API_KEY_SCOPES, ANY_KEY]).toContain(access);
  });

  it('keeps session-only surfaces out, whatever routes and fields exist', () => {
    const sessionOnly = Object.keys(API_KEY_ACCESS).filter((key) =>
      /\/auth\/|developer|ApiKey|apiKeys|settings\/providers|ProviderKey|providerKeys|top-up|topUp|upgrade|changePlan|stripe|billingPortal|subscribeCollectionPlan|\/subscription$|sign(In|Up|Out)|reference|webhook|Webhook/.test(
        key,
      ),
    );
    expect(sessionOnly.filter((key) => !key.startsWith('GET'))).toEqual([]);
    expect(sessionOnly).toEqual(['GET /api/collections/:id/subscription']);
  });

  it('matches paths by their pattern, HEAD as GET, and nothing else', () => {
    expect(accessOfRoute('GET', '/api/agents/abc')).toBe('agents:read');
    expect(accessOfRoute('HEAD', '/api/agents/abc/')).toBe('agents:read');
    expect(accessOfRoute('PATCH', '/api/agents/abc/knowledge')).toBe('knowledge');
    expect(accessOfRoute('GET', '/api/agents//image')).toBeUndefined();
    expect(accessOfRoute('POST', '/api/agents/abc')).toBeUndefined();
    expect(accessOfRoute('GET', '/api/agents/abc/image/more')).toBeUndefined();
    expect(accessOfRoute('GET', '/api/developer/keys')).toBeUndefined();
  });

  it('checks every root field of the chosen operation, through fragments', () => {
    const document = parse(`
      query A { me { id } ...F }
      query B { __typename myAgents { id } }
      fragment F on Query { ... on Query { creditBalance { balance } } }
    `);
    const a = selectedOperation(document, 'A')!;
    const b = selectedOperation(document, 'B')!;
    expect(operationRefusal(document, a, ['agents:read'])?.message).toBe(
      'This API key lacks the scope billing:read needed for Query.creditBalance.',
    );
    expect(operationRefusal(document, a, ['billing:read'])).toBeNull();
    expect(operationRefusal(document, b, ['agents:read'])).toBeNull();
    const keys = parse('mutation { createApiKey(input: { name: "x", scopes: [] }) { ok } }');
    expect(operationRefusal(keys, selectedOperation(keys)!, [...API_KEY_SCOPES])?.message).toBe(
      'API keys cannot use Mutation.createApiKey: it needs the owner signed in.',
    );
  });
});
