import { graphql } from '../../../gql';

export const CollectionPlansQuery = graphql(`
  query CollectionPlans($collectionId: ID!) {
    collectionPlans(collectionId: $collectionId) {
      code
      description
      billing_period
      credits
      is_initial
      priceCents
    }
  }
`);

export const AppSubscriptionQuery = graphql(`
  query AppSubscription($collectionId: ID!) {
    appSubscription(collectionId: $collectionId) {
      subscription
      plan_credits_remaining
      topup_credits_remaining
    }
  }
`);

export const SetCollectionPlansMutation = graphql(`
  mutation SetCollectionPlans($id: ID!, $plans: [CollectionPlanInput!]!) {
    setCollectionPlans(id: $id, plans: $plans) {
      code
    }
  }
`);

export const SubscribeCollectionPlanMutation = graphql(`
  mutation SubscribeCollectionPlan($id: ID!, $plan: String!) {
    subscribeCollectionPlan(id: $id, plan: $plan) {
      kind
      url
    }
  }
`);

export const TopUpCollectionSubscriptionMutation = graphql(`
  mutation TopUpCollectionSubscription($id: ID!) {
    topUpCollectionSubscription(id: $id) {
      kind
      url
    }
  }
`);
