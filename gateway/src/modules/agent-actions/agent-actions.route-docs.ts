import type { RouteDoc } from '../route-doc.js';
import { CategoryBody, DeleteBody } from './validation.js';

export const agentActionsRouteDocs: RouteDoc[] = [
  { method: 'post', path: '/agents/:id/vote', summary: 'Vote for a community agent (once per user)', auth: 'signed-in' },
  { method: 'post', path: '/agents/:id/clone', summary: 'Copy a public agent into the caller’s agents', auth: 'signed-in' },
  { method: 'delete', path: '/agents', summary: 'Delete one of the caller’s agents', auth: 'signed-in', body: DeleteBody },
  {
    method: 'patch',
    path: '/agents/:id/category',
    summary: 'Change the agent’s category',
    auth: 'signed-in',
    body: CategoryBody,
  },
];
