import { graphql } from '../../../gql';

export const SignUpMutation = graphql(`
  mutation SignUp($input: CredentialsInput!) {
    signUp(input: $input) {
      ...AuthPayloadFields
    }
  }
`);
