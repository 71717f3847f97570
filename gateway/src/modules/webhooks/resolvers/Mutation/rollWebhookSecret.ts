import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { rollWebhookSecret as roll } from '../../use-cases/manage-webhooks.js';

export const rollWebhookSecret: NonNullable<MutationResolvers['rollWebhookSecret']> = (_parent, { id }, context) =>
  graphqlResult(roll(context.deps, sessionOwnerOf(context, 'webhooks'), id), { endpoint: null, secret: null });
