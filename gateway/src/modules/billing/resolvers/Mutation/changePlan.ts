import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { toCheckoutView } from '../../billing-view.js';
import { billingCaller } from '../../../shared/billing-caller.js';
import { changePlan as change } from '../../use-cases/change-plan.js';

/** The GraphQL twin of POST /api/subscription/upgrade. */
export const changePlan: NonNullable<MutationResolvers['changePlan']> = async (_parent, args, context) =>
  toCheckoutView(await change(context.deps, billingCaller(context), args));
