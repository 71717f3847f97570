import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { notFoundAs } from '../../../shared/not-found-as.js';
import { listWebhookDeliveries } from '../../use-cases/manage-webhooks.js';

/** Null when the id names none of the caller's endpoints. */
export const webhookDeliveries: NonNullable<QueryResolvers['webhookDeliveries']> = (_parent, { endpointId }, context) =>
  notFoundAs(listWebhookDeliveries(context.deps, sessionOwnerOf(context, 'webhooks'), endpointId), null);
