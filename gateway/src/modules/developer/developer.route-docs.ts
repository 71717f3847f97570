import type { RouteDoc } from '../route-doc.js';
import { CreateApiKeyInput } from './use-cases/create-api-key.js';

export const developerRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/developer/keys',
    summary: 'The caller’s API keys (prefix, scopes, last used, expiry; never the secret)',
    auth: 'signed-in',
  },
  {
    method: 'post',
    path: '/developer/keys',
    summary: 'Create an API key: the secret `av_live_…` is in this answer only',
    auth: 'signed-in',
    body: CreateApiKeyInput,
  },
  { method: 'delete', path: '/developer/keys/:id', summary: 'Revoke an API key (refused at once everywhere)', auth: 'signed-in' },
  {
    method: 'post',
    path: '/developer/keys/:id/roll',
    summary: 'Replace an API key with a new secret (same name and scopes)',
    auth: 'signed-in',
  },
];
