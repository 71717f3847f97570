import type { RouteDoc } from '../route-doc.js';
import { AddBody } from './use-cases/provider-keys.js';

export const providerKeysRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/settings/providers', summary: 'The caller’s provider keys (masked)', auth: 'signed-in' },
  {
    method: 'post',
    path: '/settings/providers',
    summary: 'Add a provider key (stored encrypted)',
    auth: 'signed-in',
    body: AddBody,
  },
  { method: 'delete', path: '/settings/providers/:id', summary: 'Remove a provider key', auth: 'signed-in' },
  {
    method: 'post',
    path: '/settings/providers/:id/test',
    summary: 'Test a provider key against its provider',
    auth: 'signed-in',
  },
];
