import type { RouteDoc } from '../route-doc.js';
import { Change } from './use-cases/change-plan.js';
import { LedgerQuery } from './use-cases/list-credit-ledger.js';
import { TopUp } from './use-cases/top-up-credits.js';

export const billingRouteDocs: RouteDoc[] = [
  { method: 'get', path: '/plans', summary: 'The plan catalogue with prices and credits', auth: 'optional' },
  { method: 'get', path: '/credits/summary', summary: 'The caller’s plan, balance and usage this period', auth: 'signed-in' },
  {
    method: 'get',
    path: '/credits/ledger',
    summary: 'The caller’s credit ledger, newest first, a page at a time',
    auth: 'signed-in',
    query: LedgerQuery,
  },
  {
    method: 'post',
    path: '/credits/top-up',
    summary: 'Buy credits (a checkout link, or credited at once in local ledger mode)',
    auth: 'signed-in',
    body: TopUp,
  },
  {
    method: 'post',
    path: '/subscription/upgrade',
    summary: 'Change the plan (a checkout link, or changed at once in local ledger mode)',
    auth: 'signed-in',
    body: Change,
  },
  { method: 'get', path: '/billing/receipts', summary: 'The caller’s receipts', auth: 'signed-in' },
  { method: 'get', path: '/stripe/session', summary: 'A Stripe Billing Portal link: `{ url }`', auth: 'signed-in' },
  {
    method: 'get',
    path: '/stripe/manage',
    summary: 'Redirect (303) to the Stripe Billing Portal',
    auth: 'signed-in',
    status: 303,
  },
  {
    method: 'post',
    path: '/stripe/webhook',
    summary: 'Stripe events (signed with the Stripe-Signature header)',
    auth: 'signature',
    upload: 'binary',
  },
];
