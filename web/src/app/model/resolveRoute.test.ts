import { describe, expect, it } from 'vitest';
import { resolveRoute } from './resolveRoute';

describe('resolveRoute', () => {
  it('routes the root to the workspace', () => {
    expect(resolveRoute('/')).toEqual({ name: 'main' });
    expect(resolveRoute('/index.html')).toEqual({ name: 'main' });
  });

  it('routes /view/{agentId} to the viewer, with or without a trailing slash', () => {
    expect(resolveRoute('/view/A12BCD3456')).toEqual({ name: 'viewer', agentId: 'A12BCD3456' });
    expect(resolveRoute('/view/A12BCD3456/')).toEqual({ name: 'viewer', agentId: 'A12BCD3456' });
  });

  it('routes /settings to the provider keys page', () => {
    expect(resolveRoute('/settings')).toEqual({ name: 'settings' });
    expect(resolveRoute('/settings/')).toEqual({ name: 'settings' });
    expect(resolveRoute('/settings/other')).toEqual({ name: 'notFound' });
  });

  it('routes /docs/api to the API reference and /graphql to GraphiQL', () => {
    expect(resolveRoute('/docs/api')).toEqual({ name: 'apiReference' });
    expect(resolveRoute('/docs/api/')).toEqual({ name: 'apiReference' });
    expect(resolveRoute('/graphql')).toEqual({ name: 'graphiql' });
    expect(resolveRoute('/docs')).toEqual({ name: 'notFound' });
  });

  it('routes /billing/receipts to the receipts page', () => {
    expect(resolveRoute('/billing/receipts')).toEqual({ name: 'receipts' });
    expect(resolveRoute('/billing/receipts/')).toEqual({ name: 'receipts' });
    expect(resolveRoute('/billing')).toEqual({ name: 'notFound' });
  });

  it('routes /collections with its query to the public collection page', () => {
    expect(resolveRoute('/collections', '?userId=u1&collectionId=col_1')).toEqual({
      name: 'collection',
      userId: 'u1',
      collectionId: 'col_1',
    });
    expect(resolveRoute('/collections/', '')).toEqual({ name: 'collection', userId: '', collectionId: '' });
  });

  it('sends everything else to the not-found page', () => {
    expect(resolveRoute('/view/')).toEqual({ name: 'notFound' });
    expect(resolveRoute('/view/A1/extra')).toEqual({ name: 'notFound' });
    expect(resolveRoute('/view/%E0%A4%A')).toEqual({ name: 'notFound' });
    expect(resolveRoute('/pricing')).toEqual({ name: 'notFound' });
  });
});
