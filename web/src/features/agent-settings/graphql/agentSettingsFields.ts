import { graphql } from '../../../gql';

/** Everything the settings dialogs show and the viewer obeys. */
export const AgentSettingsFields = graphql(`
  fragment AgentSettingsFields on Agent {
    id
    name
    description
    systemPrompt
    language
    gender
    voiceId
    modelType
    modelUrl
    deployment
    visibility
    posterUrl
    imageUrl
    uiOverlay {
      ...UiOverlayFields
    }
    providers {
      llm {
        mode
        providerId
      }
      stt {
        mode
        providerId
      }
      tts {
        mode
        providerId
      }
      realtime {
        mode
        providerId
      }
    }
    customActions {
      ...VisitorCustomActionsFields
      greetings {
        opening_instructions
      }
    }
  }
`);

/** What a settings change answers (AgentActionResult): the agent as the dialogs read it, or why not. */
export const AgentSettingsResultFields = graphql(`
  fragment AgentSettingsResultFields on AgentActionResult {
    ok
    agent {
      ...AgentSettingsFields
    }
    error {
      ...InputErrorFields
    }
  }
`);
