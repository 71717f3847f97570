import { billing } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { GatewayDeps } from '../../../http/context.js';

/** A Stripe webhook delivery: passed on as received; the credits service verifies and applies it once. */
export async function receiveStripeWebhook(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { body: Buffer; signature: string | undefined },
) {
  if (!input.signature) throw new AppError('BAD_INPUT', 'Missing Stripe-Signature header');
  return deps.bus.request(billing.applyStripeWebhook, { payload: input.body.toString('utf8'), signature: input.signature });
}
