import { graphql } from '../../../gql';

/** Spec 002 2.11: anyone with the link may open it (the owner pays), or only signed-in viewers. */
export const SetAnonymousAccessMutation = graphql(`
  mutation SetAnonymousAccess($id: ID!, $enabled: Boolean!) {
    setAnonymousAccess(id: $id, enabled: $enabled) {
      ok
      agent {
        id
        anonymousEnabled
      }
      error {
        message
        code
      }
    }
  }
`);
