import { graphql } from '../../../gql';

/** What sign-in and sign-up both read back: the one AuthPayload shape toAuthOutcome maps. */
export const AuthPayloadFields = graphql(`
  fragment AuthPayloadFields on AuthPayload {
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
`);
