import type { RouteDoc } from '../route-doc.js';
import { CreateApiKeyInput } from './use-cases/create-api-key.js';
import { UsageRange } from './use-cases/read-api-key-usage.js';

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
  {
    method: 'get',
    path: '/developer/keys/:id/usage',
    summary: 'One API key’s usage per UTC day: requests and errors by route or operation, credits, p50/p95 latency',
    description: 'from/to are YYYY-MM-DD; by default the last 30 days to today, at most 92 days.',
    auth: 'signed-in',
    query: UsageRange,
  },
  {
    method: 'get',
    path: '/developer/usage',
    summary: 'The usage of all of the caller’s API keys together, per UTC day',
    description: 'from/to are YYYY-MM-DD; by default the last 30 days to today, at most 92 days.',
    auth: 'signed-in',
    query: UsageRange,
  },
];
