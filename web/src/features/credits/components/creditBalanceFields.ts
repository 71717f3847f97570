import { graphql } from '../../../gql';

/** The balance fields every credit view reads; CreditBalance is a cache singleton. */
export const CreditBalanceFields = graphql(`
  fragment CreditBalanceFields on CreditBalance {
    balance
    hasMinimumBalance
    minimumRequired
    plan
  }
`);
