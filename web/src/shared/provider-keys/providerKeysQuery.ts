import { graphql } from '../../gql';

/** One saved provider key as the settings page and the agent's provider pickers read it (never the key itself). */
export const ProviderKeyFields = graphql(`
  fragment ProviderKeyFields on ProviderKey {
    id
    platform
    label
    masked
    capabilities
    createdAt
  }
`);

/** The caller's provider keys: listed on the settings page, offered by an agent's Providers and Voice dialogs. */
export const ProviderKeysQuery = graphql(`
  query ProviderKeys {
    providerKeys {
      ...ProviderKeyFields
    }
  }
`);
