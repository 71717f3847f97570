import { graphql } from '../../../gql';

export const ProviderKeysQuery = graphql(`
  query ProviderKeys {
    providerKeys {
      id
      platform
      label
      masked
      capabilities
      createdAt
    }
  }
`);

export const AddProviderKeyMutation = graphql(`
  mutation AddProviderKey($platform: String!, $apiKey: String!, $label: String) {
    addProviderKey(platform: $platform, apiKey: $apiKey, label: $label) {
      ok
      key {
        id
        platform
        label
        masked
        capabilities
        createdAt
      }
      error {
        message
      }
    }
  }
`);

export const RemoveProviderKeyMutation = graphql(`
  mutation RemoveProviderKey($id: ID!) {
    removeProviderKey(id: $id)
  }
`);

export const TestProviderKeyMutation = graphql(`
  mutation TestProviderKey($id: ID!) {
    testProviderKey(id: $id) {
      ok
      message
    }
  }
`);
