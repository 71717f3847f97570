import type { Logger } from '@avatarium/platform';
import express, { Router, type Request } from 'express';
import type { GatewayDeps } from '../../http/context.js';
import { requestContext } from '../../http/request-context.js';
import { restHandler } from '../../http/rest-handler.js';
import { toCheckoutJson, toSummaryJson } from './billing-view.js';
import { billingCaller } from '../shared/billing-caller.js';
import { changePlan } from './use-cases/change-plan.js';
import { getCreditSummary } from './use-cases/get-credit-summary.js';
import { getPlanCatalogue } from './use-cases/get-plan-catalogue.js';
import { listCreditLedger } from './use-cases/list-credit-ledger.js';
import { listReceipts } from './use-cases/list-receipts.js';
import { openBillingPortal } from './use-cases/open-billing-portal.js';
import { receiveStripeWebhook } from './use-cases/receive-stripe-webhook.js';
import { topUpCredits } from './use-cases/top-up-credits.js';

/** Plans, credits, top-ups, plan changes, receipts and the billing portal over REST: the same use cases as GraphQL. */
export function billingRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  const caller = async (req: Request) => billingCaller(await requestContext(deps, req));

  router.get(
    '/plans',
    restHandler(logger, async (_req, res) => {
      res.json({ success: true, ...(await getPlanCatalogue(deps)) });
    }),
  );
  router.get(
    '/credits/summary',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, ...toSummaryJson(await getCreditSummary(deps, await caller(req))) });
    }),
  );
  router.get(
    '/credits/ledger',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, ...(await listCreditLedger(deps, await caller(req), req.query)) });
    }),
  );
  router.post(
    '/credits/top-up',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, ...toCheckoutJson(await topUpCredits(deps, await caller(req), { credits: req.body?.credits })) });
    }),
  );
  router.post(
    '/subscription/upgrade',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, ...toCheckoutJson(await changePlan(deps, await caller(req), { plan: req.body?.plan })) });
    }),
  );
  router.get(
    '/billing/receipts',
    restHandler(logger, async (req, res) => {
      res.json({ success: true, receipts: await listReceipts(deps, await caller(req)) });
    }),
  );
  // Spec 000: the Billing Portal button opens this url in a new tab, falling back to /api/stripe/manage.
  router.get(
    '/stripe/session',
    restHandler(logger, async (req, res) => {
      res.json({ url: await openBillingPortal(deps, await caller(req)) });
    }),
  );
  router.get(
    '/stripe/manage',
    restHandler(logger, async (req, res) => {
      // A tab opened here follows the redirect; the body says the same for any other client.
      const url = await openBillingPortal(deps, await caller(req));
      res.status(303).location(url).json({ url });
    }),
  );
  return router;
}

/** Stripe's webhook reads the exact bytes Stripe signed, so it is mounted before the JSON parser. */
export function stripeWebhookRoutes(deps: GatewayDeps, logger: Logger): Router {
  const router = Router();
  router.post(
    '/stripe/webhook',
    express.raw({ type: '*/*', limit: '1mb' }),
    restHandler(logger, async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await receiveStripeWebhook(deps, { body, signature: req.get('stripe-signature') }));
    }),
  );
  return router;
}
