import { readFileSync } from 'node:fs';
import type { GatewayModule } from '../gateway-module.js';
import { billingRoutes, stripeWebhookRoutes } from './billing.routes.js';
import { billingResolvers } from './resolvers/index.js';
import { billingRouteDocs } from './billing.route-docs.js';

/** Plans, the credit summary and ledger, top-ups, plan changes, receipts, the billing portal and Stripe's webhook. */
export const billingModule: GatewayModule = {
  name: 'billing',
  typeDefs: readFileSync(new URL('./billing.graphql', import.meta.url), 'utf8'),
  resolvers: billingResolvers,
  routes: billingRoutes,
  routeDocs: billingRouteDocs,
  streamingRoutes: stripeWebhookRoutes,
};
