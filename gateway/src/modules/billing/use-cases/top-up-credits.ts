import { billing } from '@avatarium/contracts';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { parseBillingInput } from './billing-input.js';
import { returnUrls, type BillingCaller } from '../../shared/billing-caller.js';

export const TOP_UP_RANGE_MESSAGE = 'Please enter a valid amount between 1 and 100,000 credits.';
/**
 * A whole number of credits, as a JSON number: nothing is coerced, so `true`, `[100]`, `"0x64"`
 * or `"100"` are refused with the spec's message rather than read as 1 or 100.
 */
export const TopUp = z.object({
  credits: z
    .number({ error: TOP_UP_RANGE_MESSAGE })
    .int(TOP_UP_RANGE_MESSAGE)
    .min(billing.TOP_UP_MIN, TOP_UP_RANGE_MESSAGE)
    .max(billing.TOP_UP_MAX, TOP_UP_RANGE_MESSAGE),
});

/** Buys credits: applied at once in local billing mode, else a Stripe Checkout page to open. */
export async function topUpCredits(
  deps: Pick<GatewayDeps, 'bus' | 'config'>,
  caller: BillingCaller,
  input: { credits: unknown },
) {
  const { credits } = parseBillingInput(TopUp, input);
  const { successUrl, cancelUrl } = returnUrls(deps, caller);
  return deps.bus.request(billing.topUp, { userId: caller.userId, email: caller.email, credits, successUrl, cancelUrl });
}
