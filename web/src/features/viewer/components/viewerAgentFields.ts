import { graphql } from '../../../gql';

/** What the viewer needs of an agent: its look, its name, how to animate its speech, and whether the caller owns it. */
export const ViewerAgentFields = graphql(`
  fragment ViewerAgentFields on Agent {
    id
    name
    posterUrl
    imageUrl
    videoUrl
    isOwner
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
    }
  }
`);
