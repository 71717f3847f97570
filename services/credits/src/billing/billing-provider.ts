import type Stripe from 'stripe';

export interface CheckoutRequest {
  userId: string;
  email?: string;
  customerId: string | null;
  kind: 'top-up' | 'upgrade' | 'collection-plan' | 'collection-top-up';
  /** For a collection's plan or top-up. */
  collectionId?: string;
  description: string;
  amountCents: number;
  credits: number | null;
  plan: string | null;
  /** Plans are monthly subscriptions; top-ups are one-off payments. */
  recurring: boolean;
  successUrl: string;
  cancelUrl: string;
}

/** The payment side of billing when Stripe is configured. */
export interface StripeGateway {
  checkout(request: CheckoutRequest): Promise<{ url: string; sessionId: string }>;
  portal(customerId: string, returnUrl: string): Promise<string>;
  /**
   * Moves the subscription to a cheaper plan from the next renewal (no proration, no refund),
   * or ends it at the period's end when `plan` is null (a downgrade to Free).
   */
  scheduleDowngrade(subscriptionId: string, plan: { name: string; priceCents: number } | null): Promise<void>;
  /** Verifies the signature over the raw body; throws when it does not match. */
  verify(payload: string, signature: string): Stripe.Event;
}

/** Local mode applies plan changes and top-ups at once and charges nothing. */
export type BillingProvider = { mode: 'local' } | { mode: 'stripe'; stripe: StripeGateway };
