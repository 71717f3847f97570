import { graphql } from '../../gql';

/** POST /api/user/reference's twin (spec 002 4.7). */
export const SaveSignUpReferenceMutation = graphql(`
  mutation SaveSignUpReference($reference: String!) {
    saveSignUpReference(reference: $reference)
  }
`);
