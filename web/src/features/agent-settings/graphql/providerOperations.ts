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

/** Spec 001: the voices of the owner's ElevenLabs key (GET /api/voice/elevenlabs). */
export const ElevenLabsVoicesQuery = graphql(`
  query ElevenLabsVoices($providerId: ID) {
    elevenLabsVoices(providerId: $providerId) {
      id
      name
      category
      gender
      accent
      description
      previewUrl
    }
  }
`);
