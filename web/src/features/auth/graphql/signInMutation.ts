import { graphql } from '../../../gql';

export const SignInMutation = graphql(`
  mutation SignIn($input: CredentialsInput!) {
    signIn(input: $input) {
      ...AuthPayloadFields
    }
  }
`);
