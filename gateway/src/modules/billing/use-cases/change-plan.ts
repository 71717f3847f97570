import { billing, PlanType } from '@avatarium/contracts';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { parseBillingInput } from './billing-input.js';
import { returnUrls, type BillingCaller } from '../../shared/billing-caller.js';

export const Change = z.object({
  plan: z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), PlanType).default('PRO'),
});

/** Moves to another plan (spec 000: a plan code, default pro): applied locally, or paid through Stripe Checkout. */
export async function changePlan(deps: Pick<GatewayDeps, 'bus' | 'config'>, caller: BillingCaller, input: { plan?: unknown }) {
  const { plan } = parseBillingInput(Change, { plan: input.plan ?? undefined });
  const { successUrl, cancelUrl } = returnUrls(deps, caller);
  return deps.bus.request(billing.changePlan, { userId: caller.userId, email: caller.email, plan, successUrl, cancelUrl });
}
