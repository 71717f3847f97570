import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sessionOwnerOf } from '../../../shared/developer-caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';
import { sendTestWebhook as send } from '../../use-cases/send-test-webhook.js';

export const sendTestWebhook: NonNullable<MutationResolvers['sendTestWebhook']> = (_parent, { id }, context) =>
  graphqlResult(
    send(context.deps, sessionOwnerOf(context, 'webhooks'), id).then((delivery) => ({ delivery })),
    { delivery: null },
  );
