import { graphql } from '../../../gql';

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      prefix
      scopes
      createdAt
      lastUsedAt
      expiresAt
      expired
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      ok
      secret
      key {
        id
        name
      }
      error {
        message
      }
    }
  }
`);

export const RollApiKeyMutation = graphql(`
  mutation RollApiKey($id: ID!) {
    rollApiKey(id: $id) {
      ok
      secret
      key {
        id
        name
      }
      error {
        message
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id)
  }
`);
