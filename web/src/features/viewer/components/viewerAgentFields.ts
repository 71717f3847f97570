import { graphql } from '../../../gql';

/** What the viewer needs of an agent: its look, its name, how to animate its speech, whether the caller owns it, and the owner's overlays and custom actions. */
export const ViewerAgentFields = graphql(`
  fragment ViewerAgentFields on Agent {
    id
    name
    posterUrl
    imageUrl
    videoUrl
    movements {
      url
      trackUrl
    }
    isOwner
    modelType
    presentsSlides
    uiOverlay {
      ...UiOverlayFields
    }
    customActions {
      ...VisitorCustomActionsFields
    }
    speech {
      spriteUrl
      visemes
      frameWidth
      frameHeight
      region {
        x
        y
        width
        height
      }
      imageWidth
      imageHeight
      blend
      rigUrl
    }
  }
`);
