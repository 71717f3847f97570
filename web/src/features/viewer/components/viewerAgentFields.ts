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
    customActions {
      greetings {
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
