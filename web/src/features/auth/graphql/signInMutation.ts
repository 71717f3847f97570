import { graphql } from '../../../gql';

export const SignInMutation = graphql(`
  mutation SignIn($input: CredentialsInput!) {
    signIn(input: $input) {
      ok
      user {
        id
        email
        createdAt
      }
      error {
        message
        code
        inputErrors {
          field
          message
        }
      }
    }
  }
`);
