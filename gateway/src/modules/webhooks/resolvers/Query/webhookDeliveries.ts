import { AppError } from '@avatarium/platform';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { listWebhookDeliveries } from '../../use-cases/manage-webhooks.js';

export const webhookDeliveries: NonNullable<QueryResolvers['webhookDeliveries']> = async (_parent, { endpointId }, context) => {
  try {
    return await listWebhookDeliveries(context.deps, context, endpointId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
};
