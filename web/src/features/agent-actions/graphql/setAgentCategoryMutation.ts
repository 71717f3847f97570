import { graphql } from '../../../gql';

/** Spec 002 2.9: the category on its own; owner only. */
export const SetAgentCategoryMutation = graphql(`
  mutation SetAgentCategory($id: ID!, $category: String!) {
    setAgentCategory(id: $id, category: $category) {
      ok
      agent {
        id
        category
      }
      error {
        message
        code
      }
    }
  }
`);
