import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { createWebhook } from '../../use-cases/manage-webhooks.js';
import { outcome, withoutNulls } from '../outcome.js';

export const createWebhookEndpoint: NonNullable<MutationResolvers['createWebhookEndpoint']> = (_parent, { input }, context) =>
  outcome(() => createWebhook(context.deps, context, withoutNulls(input)), { endpoint: null, secret: null });
