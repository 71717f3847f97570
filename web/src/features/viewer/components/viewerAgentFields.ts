import { graphql } from '../../../gql';

/** What the viewer route shows of an agent until conversations land: its look and its name. */
export const ViewerAgentFields = graphql(`
  fragment ViewerAgentFields on Agent {
    id
    name
    posterUrl
    imageUrl
    videoUrl
  }
`);
