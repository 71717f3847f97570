import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { listWebhooks } from '../../use-cases/manage-webhooks.js';

export const webhookEndpoints: NonNullable<QueryResolvers['webhookEndpoints']> = (_parent, _args, context) =>
  listWebhooks(context.deps, context);
