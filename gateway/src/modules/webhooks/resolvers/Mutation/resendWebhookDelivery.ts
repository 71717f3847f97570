import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { resendWebhookDelivery as resend } from '../../use-cases/resend-webhook-delivery.js';
import { outcome } from '../outcome.js';

export const resendWebhookDelivery: NonNullable<MutationResolvers['resendWebhookDelivery']> = (
  _parent,
  { endpointId, deliveryId },
  context,
) => outcome(async () => ({ delivery: await resend(context.deps, context, endpointId, deliveryId) }), { delivery: null });
