import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { updateWebhook } from '../../use-cases/manage-webhooks.js';
import { withoutNulls } from '../without-nulls.js';

export const updateWebhookEndpoint: NonNullable<MutationResolvers['updateWebhookEndpoint']> = (_parent, { id, input }, context) =>
  graphqlResult(
    updateWebhook(context.deps, sessionOwnerOf(context, 'webhooks'), id, withoutNulls(input)).then((endpoint) => ({ endpoint })),
    { endpoint: null },
  );
