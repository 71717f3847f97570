import { graphql } from '../../../gql';

export const VoiceGalleryQuery = graphql(`
  query VoiceGallery($language: String) {
    voiceGallery(language: $language) {
      engine
      capabilities {
        design
        clone
      }
      female {
        id
        name
        language
        gender
        description
      }
      male {
        id
        name
        language
        gender
        description
      }
    }
  }
`);

export const PreviewVoiceMutation = graphql(`
  mutation PreviewVoice($voiceId: String!, $language: String) {
    previewVoice(voiceId: $voiceId, language: $language) {
      ok
      preview {
        audioUrl
        durationMs
        cached
      }
      error {
        message
        code
      }
    }
  }
`);

export const ApplyVoiceMutation = graphql(`
  mutation ApplyVoice($id: ID!, $voiceId: String!, $gender: String, $language: String, $transactionId: ID) {
    applyVoice(id: $id, voiceId: $voiceId, gender: $gender, language: $language, transactionId: $transactionId) {
      ...AgentSettingsResultFields
    }
  }
`);

export const SavePersonaMutation = graphql(`
  mutation SavePersona($id: ID!, $persona: PersonaInput!) {
    savePersona(id: $id, persona: $persona) {
      ok
      voiceNotice
      agent {
        ...AgentSettingsFields
      }
      error {
        ...InputErrorFields
      }
    }
  }
`);

export const VoiceTransactionFields = graphql(`
  fragment VoiceTransactionFields on VoiceTransaction {
    transactionId
    status
    error
    previewUrl
    voiceData {
      id
      name
      gender
      language
      description
    }
  }
`);

export const DesignVoiceMutation = graphql(`
  mutation DesignVoice($agentId: ID!, $prompt: String!, $language: String, $gender: String) {
    designVoice(agentId: $agentId, prompt: $prompt, language: $language, gender: $gender) {
      ok
      transactionId
      error {
        message
        code
      }
    }
  }
`);

export const VoiceTransactionQuery = graphql(`
  query VoiceTransaction($transactionId: ID!) {
    voiceTransaction(transactionId: $transactionId) {
      ...VoiceTransactionFields
    }
  }
`);

export const VoiceTransactionUpdatesSubscription = graphql(`
  subscription VoiceTransactionUpdates($transactionId: ID!) {
    voiceTransactionUpdates(transactionId: $transactionId) {
      ...VoiceTransactionFields
    }
  }
`);

export const RejectVoiceMutation = graphql(`
  mutation RejectVoice($transactionId: ID!) {
    rejectVoice(transactionId: $transactionId) {
      ok
      error {
        message
      }
    }
  }
`);

export const CloneVoiceMutation = graphql(`
  mutation CloneVoice($agentId: ID!, $audioFilePath: String!, $voiceName: String, $language: String, $gender: String) {
    cloneVoice(agentId: $agentId, audioFilePath: $audioFilePath, voiceName: $voiceName, language: $language, gender: $gender) {
      ok
      transactionId
      error {
        message
        code
      }
    }
  }
`);
