import { graphql } from '../../../gql';

export const CheckoutResultFields = graphql(`
  fragment CheckoutResultFields on CheckoutResult {
    kind
    url
    receiptId
    summary {
      ...CreditSummaryFields
    }
  }
`);

export const ChangePlanMutation = graphql(`
  mutation ChangePlan($plan: PlanType!) {
    changePlan(plan: $plan) {
      ...CheckoutResultFields
    }
  }
`);

export const TopUpCreditsMutation = graphql(`
  mutation TopUpCredits($credits: Int!) {
    topUpCredits(credits: $credits) {
      ...CheckoutResultFields
    }
  }
`);
