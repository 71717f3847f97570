import type { RouteDoc } from '../route-doc.js';

export const apiDocsRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/openapi.json',
    summary: 'This OpenAPI 3.1 document of the /api facade',
    auth: 'public',
  },
];
