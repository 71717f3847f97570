import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';

export const gpuRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/cerebrium/:name',
    summary: 'Call one function of the GPU host with a JSON payload (30 calls a minute per user)',
    auth: 'signed-in',
    body: z.object({}).catchall(z.unknown()),
  },
];
