import { graphql } from '../../../gql';

export const ShopifyMcpFields = graphql(`
  fragment ShopifyMcpFields on ShopifyMcp {
    url
    language
    currency
    enabled
    show_qr_code
    tool_use
    available_functions
    selected_functions
    endpoint
  }
`);

export const AgentShopifyQuery = graphql(`
  query AgentShopify($id: ID!) {
    agent(id: $id) {
      id
      shopifyMcp {
        ...ShopifyMcpFields
      }
    }
  }
`);

export const SetAgentShopifyMcpMutation = graphql(`
  mutation SetAgentShopifyMcp($id: ID!, $shopifyMcp: ShopifyMcpInput!) {
    setAgentShopifyMcp(id: $id, shopifyMcp: $shopifyMcp) {
      ok
      shopifyMcp {
        ...ShopifyMcpFields
      }
      error {
        code
        message
      }
    }
  }
`);

export const ValidateAgentShopifyMcpMutation = graphql(`
  mutation ValidateAgentShopifyMcp($id: ID!, $url: String!) {
    validateAgentShopifyMcp(id: $id, url: $url) {
      ok
      valid
      url
      functions
      reason
      error {
        code
        message
      }
    }
  }
`);
