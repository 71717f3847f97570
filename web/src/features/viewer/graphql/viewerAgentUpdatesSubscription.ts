import { graphql } from '../../../gql';

/** The viewer's agent after every change its owner makes (settings reach an open viewer live). */
export const ViewerAgentUpdatesSubscription = graphql(`
  subscription ViewerAgentUpdates($id: ID!, $share: String) {
    viewerAgentUpdates(id: $id, share: $share) {
      ...ViewerAgentFields
    }
  }
`);
