import { graphql } from '../../../gql';

export const CreditBalanceChangedSubscription = graphql(`
  subscription CreditBalanceChanged {
    creditBalanceChanged {
      ...CreditBalanceFields
    }
  }
`);
