import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { notFoundAs } from '../../../shared/not-found-as.js';
import { deleteWebhook } from '../../use-cases/manage-webhooks.js';

/** true when deleted; false when the caller has no such endpoint. */
export const deleteWebhookEndpoint: NonNullable<MutationResolvers['deleteWebhookEndpoint']> = (_parent, { id }, context) =>
  notFoundAs(
    deleteWebhook(context.deps, sessionOwnerOf(context, 'webhooks'), id).then(() => true),
    false,
  );
