import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { billingCaller } from '../../../shared/billing-caller.js';
import { openBillingPortal } from '../../use-cases/open-billing-portal.js';

/** The GraphQL twin of GET /api/stripe/session. */
export const billingPortalUrl: NonNullable<MutationResolvers['billingPortalUrl']> = (_parent, _args, context) =>
  openBillingPortal(context.deps, billingCaller(context));
