import { graphql } from '../../../gql';

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);
