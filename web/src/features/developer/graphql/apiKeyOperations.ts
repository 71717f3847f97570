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

/** What creating or rolling a key answers: the secret, shown once. */
export const IssuedApiKeyFields = graphql(`
  fragment IssuedApiKeyFields on IssuedApiKeyResult {
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
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      ...IssuedApiKeyFields
    }
  }
`);

export const RollApiKeyMutation = graphql(`
  mutation RollApiKey($id: ID!) {
    rollApiKey(id: $id) {
      ...IssuedApiKeyFields
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id)
  }
`);
