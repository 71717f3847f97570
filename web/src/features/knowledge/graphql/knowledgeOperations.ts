import { graphql } from '../../../gql';

export const KnowledgeStateFields = graphql(`
  fragment KnowledgeStateFields on KnowledgeState {
    agentId
    knowledge {
      faq
      enabled
    }
    status
    progress {
      step
      percent
    }
    error
    preview {
      headers
      rows
      totalRows
    }
    unanswered {
      question
      askedAt
    }
    answering {
      onlyFromFaq
      unknownAnswer
      defaultUnknownAnswer
    }
    updatedAt
  }
`);

export const AgentKnowledgeQuery = graphql(`
  query AgentKnowledge($id: ID!) {
    agentKnowledge(id: $id) {
      ...KnowledgeStateFields
    }
  }
`);

export const KnowledgeUpdatesSubscription = graphql(`
  subscription KnowledgeUpdates($id: ID!) {
    knowledgeUpdates(id: $id) {
      ...KnowledgeStateFields
    }
  }
`);

export const SetAgentFaqMutation = graphql(`
  mutation SetAgentFaq($id: ID!, $faq: String!) {
    setAgentFaq(id: $id, faq: $faq) {
      ok
      state {
        ...KnowledgeStateFields
      }
      error {
        message
      }
    }
  }
`);

export const ToggleRagMutation = graphql(`
  mutation ToggleRag($id: ID!, $enabled: Boolean!) {
    toggleRag(id: $id, enabled: $enabled) {
      ok
      state {
        ...KnowledgeStateFields
      }
      error {
        message
      }
    }
  }
`);

export const SetKnowledgeAnsweringMutation = graphql(`
  mutation SetKnowledgeAnswering($id: ID!, $onlyFromFaq: Boolean, $unknownAnswer: String) {
    setKnowledgeAnswering(id: $id, onlyFromFaq: $onlyFromFaq, unknownAnswer: $unknownAnswer) {
      ok
      state {
        ...KnowledgeStateFields
      }
      error {
        message
      }
    }
  }
`);

export const GenerateFaqFromWebsiteMutation = graphql(`
  mutation GenerateFaqFromWebsite($id: ID!, $url: String!) {
    generateFaqFromWebsite(id: $id, url: $url) {
      ok
      state {
        ...KnowledgeStateFields
      }
      error {
        message
      }
    }
  }
`);

export const GenerateFaqFromPdfMutation = graphql(`
  mutation GenerateFaqFromPdf($id: ID!, $pdf: String!) {
    generateFaqFromPdf(id: $id, pdf: $pdf) {
      ok
      state {
        ...KnowledgeStateFields
      }
      error {
        message
      }
    }
  }
`);
