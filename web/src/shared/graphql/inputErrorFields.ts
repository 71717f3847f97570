import { graphql } from '../../gql';

/** Why a change was refused (InputError), as every result with an `error` reads it. */
export const InputErrorFields = graphql(`
  fragment InputErrorFields on InputError {
    message
    code
  }
`);
