import { graphql } from '../../../gql';

/** Spec 002 4.3: public with a category, or private (no category sent). */
export const SetAgentVisibilityMutation = graphql(`
  mutation SetAgentVisibility($id: ID!, $visibility: String!, $category: String) {
    setAgentVisibility(id: $id, visibility: $visibility, category: $category) {
      ok
      agent {
        id
        visibility
        category
      }
      error {
        message
        code
      }
    }
  }
`);
