import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { updateWebhook } from '../../use-cases/manage-webhooks.js';
import { outcome, withoutNulls } from '../outcome.js';

export const updateWebhookEndpoint: NonNullable<MutationResolvers['updateWebhookEndpoint']> = (_parent, { id, input }, context) =>
  outcome(async () => ({ endpoint: await updateWebhook(context.deps, context, id, withoutNulls(input)) }), { endpoint: null });
