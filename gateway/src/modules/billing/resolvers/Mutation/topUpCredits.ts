import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { toCheckoutView } from '../../billing-view.js';
import { billingCaller } from '../../../shared/billing-caller.js';
import { topUpCredits as topUp } from '../../use-cases/top-up-credits.js';

/** The GraphQL twin of POST /api/credits/top-up. */
export const topUpCredits: NonNullable<MutationResolvers['topUpCredits']> = async (_parent, args, context) =>
  toCheckoutView(await topUp(context.deps, billingCaller(context), args));
