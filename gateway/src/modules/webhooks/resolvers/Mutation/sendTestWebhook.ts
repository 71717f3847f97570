import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { sendTestWebhook as send } from '../../use-cases/send-test-webhook.js';
import { outcome } from '../outcome.js';

export const sendTestWebhook: NonNullable<MutationResolvers['sendTestWebhook']> = (_parent, { id }, context) =>
  outcome(async () => ({ delivery: await send(context.deps, context, id) }), { delivery: null });
