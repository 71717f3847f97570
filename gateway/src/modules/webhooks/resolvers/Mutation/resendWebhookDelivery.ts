import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { resendWebhookDelivery as resend } from '../../use-cases/resend-webhook-delivery.js';

export const resendWebhookDelivery: NonNullable<MutationResolvers['resendWebhookDelivery']> = (
  _parent,
  { endpointId, deliveryId },
  context,
) =>
  graphqlResult(
    resend(context.deps, sessionOwnerOf(context, 'webhooks'), endpointId, deliveryId).then((delivery) => ({ delivery })),
    { delivery: null },
  );
