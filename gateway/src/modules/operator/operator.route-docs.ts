import type { RouteDoc } from '../route-doc.js';

export const operatorRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/operator/status',
    summary: 'The deployment’s health: services, queues and gateways',
    auth: 'operator',
  },
];
