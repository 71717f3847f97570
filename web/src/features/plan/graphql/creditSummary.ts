import { graphql } from '../../../gql';

export const CreditSummaryFields = graphql(`
  fragment CreditSummaryFields on CreditSummary {
    plan
    included
    additional
    used
    remaining
    unlimited
    periodStart
    periodEnd
    pendingPlan
    subscriptionStatus
    cancelAtPeriodEnd
    paymentFailed
    billingMode
    pendingPayment
  }
`);

export const CreditSummaryQuery = graphql(`
  query CreditSummary {
    creditSummary {
      ...CreditSummaryFields
    }
  }
`);

export const CreditSummaryChangedSubscription = graphql(`
  subscription CreditSummaryChanged {
    creditSummaryChanged {
      ...CreditSummaryFields
    }
  }
`);
