import { graphql } from '../../../gql';

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      events
      description
      enabled
      disabledReason
      secretPrefix
      createdAt
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($endpointId: ID!) {
    webhookDeliveries(endpointId: $endpointId) {
      id
      type
      status
      attempts
      createdAt
      lastAttemptAt
      nextAttemptAt
      responseStatus
      error
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookInput!) {
    createWebhookEndpoint(input: $input) {
      ok
      secret
      endpoint {
        id
        url
      }
      error {
        message
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ok
      endpoint {
        id
        enabled
        disabledReason
      }
      error {
        message
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RollWebhookSecretMutation = graphql(`
  mutation RollWebhookSecret($id: ID!) {
    rollWebhookSecret(id: $id) {
      ok
      secret
      error {
        message
      }
    }
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      ok
      error {
        message
      }
    }
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($endpointId: ID!, $deliveryId: ID!) {
    resendWebhookDelivery(endpointId: $endpointId, deliveryId: $deliveryId) {
      ok
      error {
        message
      }
    }
  }
`);
