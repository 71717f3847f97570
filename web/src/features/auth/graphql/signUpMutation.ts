import { graphql } from '../../../gql';

export const SignUpMutation = graphql(`
  mutation SignUp($input: CredentialsInput!) {
    signUp(input: $input) {
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
