import { graphql } from '../../gql';

/** POST /api/viewer/generate-share-url's twin: the viewer link to share or launch. */
export const ShareLinkMutation = graphql(`
  mutation ShareLink($id: ID!, $model: AgentModel) {
    shareLink(id: $id, model: $model) {
      ok
      shareUrl
      anonymous
      error {
        message
        code
      }
    }
  }
`);
