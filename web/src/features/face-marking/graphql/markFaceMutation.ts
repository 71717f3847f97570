import { graphql } from '../../../gql';

/** Spec 002 section 7: resumes an agent paused for face points (the use case behind POST /api/continue-generation). */
export const MarkFaceMutation = graphql(`
  mutation MarkFace($input: MarkFaceInput!) {
    markFace(input: $input) {
      ok
      error {
        message
      }
    }
  }
`);
