import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';

export const agentsRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/agents/:id',
    summary: 'One agent: the owner’s, or a public one (with its feature blocks)',
    auth: 'optional',
  },
  {
    method: 'get',
    path: '/agents/:id/image',
    summary: 'The agent’s picture at a stable address (ETag; `share` opens an anonymous share link’s agent)',
    auth: 'optional',
    query: z.object({ share: z.string().optional() }),
    produces: 'image/*',
  },
];
