import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { createWebhook } from '../../use-cases/manage-webhooks.js';
import { withoutNulls } from '../without-nulls.js';

export const createWebhookEndpoint: NonNullable<MutationResolvers['createWebhookEndpoint']> = (_parent, { input }, context) =>
  graphqlResult(createWebhook(context.deps, sessionOwnerOf(context, 'webhooks'), withoutNulls(input)), {
    endpoint: null,
    secret: null,
  });
