import type { Resolvers } from '../../../generated/resolvers-types.js';
import { billingPortalUrl } from './Mutation/billingPortalUrl.js';
import { changePlan } from './Mutation/changePlan.js';
import { topUpCredits } from './Mutation/topUpCredits.js';
import { creditLedger } from './Query/creditLedger.js';
import { creditSummary } from './Query/creditSummary.js';
import { planCatalogue } from './Query/planCatalogue.js';
import { receipts } from './Query/receipts.js';
import { creditSummaryChanged } from './Subscription/creditSummaryChanged.js';

export const billingResolvers: Resolvers = {
  Query: { planCatalogue, creditSummary, creditLedger, receipts },
  Mutation: { changePlan, topUpCredits, billingPortalUrl },
  Subscription: { creditSummaryChanged },
};
