import { graphql } from '../../../gql';

export const SlidesStateFields = graphql(`
  fragment SlidesStateFields on SlidesState {
    agentId
    status
    progress {
      step
      percent
    }
    error
    updatedAt
    slides {
      enabled
      slides {
        slideNumber
        imageUrl
        hasImage
        script
      }
    }
  }
`);

export const AgentSlidesQuery = graphql(`
  query AgentSlides($id: ID!) {
    agentSlides(id: $id) {
      ...SlidesStateFields
    }
  }
`);

export const SlidesUpdatesSubscription = graphql(`
  subscription SlidesUpdates($id: ID!) {
    slidesUpdates(id: $id) {
      ...SlidesStateFields
    }
  }
`);

export const GenerateSlidesMutation = graphql(`
  mutation GenerateSlides($id: ID!, $pdf: String!) {
    generateSlides(id: $id, pdf: $pdf) {
      ok
      state {
        ...SlidesStateFields
      }
      error {
        message
      }
    }
  }
`);

export const UpdateSlidesMutation = graphql(`
  mutation UpdateSlides($id: ID!, $enabled: Boolean, $slides: [SlideScriptInput!]) {
    updateSlides(id: $id, enabled: $enabled, slides: $slides) {
      ok
      state {
        ...SlidesStateFields
      }
      error {
        message
      }
    }
  }
`);
