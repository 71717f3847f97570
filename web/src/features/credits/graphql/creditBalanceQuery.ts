import { graphql } from '../../../gql';

export const CreditBalanceQuery = graphql(`
  query CreditBalance {
    creditBalance {
      ...CreditBalanceFields
    }
  }
`);
