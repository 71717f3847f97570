import type { Resolvers } from '../../../generated/resolvers-types.js';
import { createWebhookEndpoint } from './Mutation/createWebhookEndpoint.js';
import { deleteWebhookEndpoint } from './Mutation/deleteWebhookEndpoint.js';
import { resendWebhookDelivery } from './Mutation/resendWebhookDelivery.js';
import { rollWebhookSecret } from './Mutation/rollWebhookSecret.js';
import { sendTestWebhook } from './Mutation/sendTestWebhook.js';
import { updateWebhookEndpoint } from './Mutation/updateWebhookEndpoint.js';
import { webhookDeliveries } from './Query/webhookDeliveries.js';
import { webhookEndpoints } from './Query/webhookEndpoints.js';

export const webhooksResolvers: Resolvers = {
  Query: { webhookEndpoints, webhookDeliveries },
  Mutation: {
    createWebhookEndpoint,
    updateWebhookEndpoint,
    deleteWebhookEndpoint,
    rollWebhookSecret,
    sendTestWebhook,
    resendWebhookDelivery,
  },
};
