import { graphql } from '../../../gql';

/** Spec 000 section 4's credit check before creation: the balance, read from the server each time. */
export const CreationCreditCheckQuery = graphql(`
  query CreationCreditCheck {
    creditBalance {
      ...CreditBalanceFields
    }
  }
`);
