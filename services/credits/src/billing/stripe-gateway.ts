import Stripe from 'stripe';
import type { CreditsConfig } from '../credits-config.js';
import type { CheckoutRequest, StripeGateway } from './billing-provider.js';

/** Stripe Checkout, the Billing Portal and webhook verification through the official library. */
export function createStripeGateway(config: CreditsConfig & { STRIPE_SECRET_KEY: string }): StripeGateway {
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : null;
  const stripe = new Stripe(config.STRIPE_SECRET_KEY, {
    ...(base && {
      host: base.hostname,
      port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
      protocol: base.protocol.replace(':', '') as 'http' | 'https',
    }),
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  return {
    async checkout(request: CheckoutRequest) {
      const metadata = {
        userId: request.userId,
        kind: request.kind,
        ...(request.credits !== null && { credits: String(request.credits) }),
        ...(request.plan !== null && { plan: request.plan }),
        ...(request.collectionId && { collectionId: request.collectionId }),
      };
      const session = await stripe.checkout.sessions.create({
        mode: request.recurring ? 'subscription' : 'payment',
        client_reference_id: request.userId,
        ...(request.customerId ? { customer: request.customerId } : request.email ? { customer_email: request.email } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: request.amountCents,
              product_data: { name: request.description },
              ...(request.recurring && { recurring: { interval: 'month' as const } }),
            },
          },
        ],
        metadata,
        ...(request.recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
      return { url: session.url, sessionId: session.id };
    },

    async portal(customerId: string, returnUrl: string) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },

    async scheduleDowngrade(subscriptionId: string, plan: { name: string; priceCents: number } | null) {
      if (!plan) {
        await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        return;
      }
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no item`);
      const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
      await stripe.subscriptions.update(subscriptionId, {
        items: [
          {
            id: item.id,
            price_data: { currency: 'usd', product, unit_amount: plan.priceCents, recurring: { interval: 'month' } },
          },
        ],
        proration_behavior: 'none',
        metadata: { ...subscription.metadata, plan: plan.name },
      });
    },

    verify(payload: string, signature: string) {
      if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
      return stripe.webhooks.constructEvent(payload, signature, config.STRIPE_WEBHOOK_SECRET);
    },
  };
}
