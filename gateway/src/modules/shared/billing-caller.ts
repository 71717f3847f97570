import type { GatewayContext, GatewayDeps } from '../../http/context.js';
import { requireUser } from './require-user.js';
import { publicOrigin } from './viewer-url.js';

/** Who asks (a signed-in user) and where their browser reached us (for Stripe's return links). */
export interface BillingCaller {
  userId: string;
  email?: string;
  origin: string | null;
}

/** The signed-in caller of a request; UNAUTHENTICATED otherwise. */
export function billingCaller(context: Pick<GatewayContext, 'user' | 'session' | 'origin'>): BillingCaller {
  const { user } = requireUser(context);
  return { userId: user.id, email: user.email, origin: context.origin };
}

/**
 * Where Stripe sends the browser back: the plans page with the spec's success flag. Stripe
 * needs absolute links: PUBLIC_BASE_URL, else the origin the request came in on.
 */
export function returnUrls(deps: Pick<GatewayDeps, 'config'>, caller: BillingCaller) {
  const origin = publicOrigin(deps.config.PUBLIC_BASE_URL, caller.origin) || 'http://localhost';
  return {
    successUrl: `${origin}/?upgrade_success=true#plan`,
    cancelUrl: `${origin}/#plan`,
    returnUrl: `${origin}/#plan`,
  };
}
