import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toSummaryView } from '../../billing-view.js';
import { billingCaller } from '../../../shared/billing-caller.js';
import { getCreditSummary } from '../../use-cases/get-credit-summary.js';

/** The GraphQL twin of GET /api/credits/summary; null when signed out. */
export const creditSummary: NonNullable<QueryResolvers['creditSummary']> = async (_parent, _args, context) =>
  context.user ? toSummaryView(await getCreditSummary(context.deps, billingCaller(context))) : null;
