import type { RouteDoc } from '../route-doc.js';

export const creditsRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/user/credit-balance', summary: 'The caller’s credit balance', auth: 'signed-in' },
];
