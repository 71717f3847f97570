import { AppError } from '@avatarium/platform';
import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { deleteWebhook } from '../../use-cases/manage-webhooks.js';

export const deleteWebhookEndpoint: NonNullable<MutationResolvers['deleteWebhookEndpoint']> = async (
  _parent,
  { id },
  context,
) => {
  try {
    await deleteWebhook(context.deps, context, id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
};
