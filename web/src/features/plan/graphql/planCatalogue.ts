import { graphql } from '../../../gql';

export const PlanCatalogueQuery = graphql(`
  query PlanCatalogue {
    planCatalogue {
      plans {
        code
        name
        icon
        price
        priceDetails
        priceCents
        priceLabel
        badge
        description
        monthlyCredits
        conversationMinutes
        agentLimit
        agentLimitLabel
        sdkMinutes {
          essenceSelfHosted
          essenceCloud
          expressionCloud
        }
        topUpsAllowed
        rewardsProgram
        highlight
        isNew
        cta
        features
      }
      rates {
        code
        name
        creditsPerMinute
        overageCentsPerMinute
      }
      topUpMin
      topUpMax
      creditsPerDollar
    }
  }
`);
