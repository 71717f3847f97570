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
      qr_code {
        original_url
        enabled
        title
      }
      foreground {
        enabled
        url
      }
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
      greetings {
        opening_instructions
        enabled
        allow_interruption
      }
      auto_refresh {
        enabled
        idle_timeout
      }
      keyword_triggers {
        enabled
        triggers {
          keywords
          url
        }
      }
      session_timeout {
        enabled
        timeout_seconds
        timeout_message
        redirect_url
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
      message
      code
    }
  }
`);
