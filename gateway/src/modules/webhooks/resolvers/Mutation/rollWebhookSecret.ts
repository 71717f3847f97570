import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { rollWebhookSecret as roll } from '../../use-cases/manage-webhooks.js';
import { outcome } from '../outcome.js';

export const rollWebhookSecret: NonNullable<MutationResolvers['rollWebhookSecret']> = (_parent, { id }, context) =>
  outcome(() => roll(context.deps, context, id), { endpoint: null, secret: null });
