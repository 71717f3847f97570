import { graphql } from '../../../gql';

/** Spec 001 Providers: PATCH /api/agents/{id} {providers, language}. */
export const SetAgentProvidersMutation = graphql(`
  mutation SetAgentProviders($id: ID!, $providers: AgentProvidersInput!, $language: String) {
    setAgentProviders(id: $id, providers: $providers, language: $language) {
      ok
      agent {
        ...AgentSettingsFields
      }
      error {
        message
      }
    }
  }
`);
