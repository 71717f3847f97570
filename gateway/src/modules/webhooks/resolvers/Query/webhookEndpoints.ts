import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { listWebhooks } from '../../use-cases/manage-webhooks.js';

export const webhookEndpoints: NonNullable<QueryResolvers['webhookEndpoints']> = (_parent, _args, context) =>
  listWebhooks(context.deps, sessionOwnerOf(context, 'webhooks'));
