import { graphql } from '../../../gql';

export const AddProviderKeyMutation = graphql(`
  mutation AddProviderKey($platform: String!, $apiKey: String!, $label: String) {
    addProviderKey(platform: $platform, apiKey: $apiKey, label: $label) {
      ok
      key {
        ...ProviderKeyFields
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
