import type { AppRoute } from './appRoute';

const VIEWER_PATH = /^\/view\/([^/]+)\/?$/;

/** The screen for a path: the workspace at the root, the public viewer at /view/{agentId} (spec 002 2.2), receipts at /billing/receipts and provider keys at /settings (spec 000). */
export function resolveRoute(pathname: string, search = ''): AppRoute {
  if (pathname === '/' || pathname === '/index.html') return { name: 'main' };
  if (pathname === '/billing/receipts' || pathname === '/billing/receipts/') return { name: 'receipts' };
  if (pathname === '/settings' || pathname === '/settings/') return { name: 'settings' };
  if (pathname === '/operator' || pathname === '/operator/') return { name: 'operator' };
  // The developer docs (issue 29): the REST reference, and GraphiQL where the API itself lives.
  if (pathname === '/docs/api' || pathname === '/docs/api/') return { name: 'apiReference' };
  if (pathname === '/graphql') return { name: 'graphiql' };
  if (pathname === '/collections' || pathname === '/collections/') {
    // Spec 001: /collections?userId={userId}&collectionId={collectionId}; the page says when either is wrong.
    const query = new URLSearchParams(search);
    return { name: 'collection', userId: query.get('userId') ?? '', collectionId: query.get('collectionId') ?? '' };
  }
  const viewer = VIEWER_PATH.exec(pathname);
  if (viewer?.[1]) {
    try {
      const agentId = decodeURIComponent(viewer[1]).trim();
      if (agentId) return { name: 'viewer', agentId };
    } catch {
      // A malformed escape is no agent id.
    }
  }
  return { name: 'notFound' };
}
