import { graphql } from '../../../gql';

export const ReceiptsQuery = graphql(`
  query Receipts {
    receipts {
      id
      description
      amountCents
      currency
      credits
      plan
      status
      source
      url
      at
    }
  }
`);
