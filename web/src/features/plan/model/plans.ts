import type { PlanCatalogueQuery, PlanType } from '../../../gql/graphql';

type ServerPlan = PlanCatalogueQuery['planCatalogue']['plans'][number];

export interface Plan {
  code: PlanType;
  name: string;
  /** The card's picture by name (sparkles, star, rocket, building). */
  icon: string;
  price: string;
  priceDetails: string;
  badge: string;
  description: string;
  highlight: boolean;
  isNew: boolean;
  cta: string;
  /** Monthly plan credits; null means unlimited. */
  monthlyCredits: number | null;
  conversationMinutes: string;
  agents: string;
  topUps: string | boolean;
  rewards: boolean;
}

const numberFormat = new Intl.NumberFormat('en-US');

/** A plan of the credits service's catalogue as the pricing cards and table show it. */
export function planCardOf(plan: ServerPlan): Plan {
  return {
    code: plan.code,
    name: plan.name,
    icon: plan.icon,
    price: plan.price,
    priceDetails: plan.priceDetails,
    badge: plan.badge,
    description: plan.description,
    highlight: plan.highlight,
    isNew: plan.isNew,
    cta: plan.cta,
    monthlyCredits: plan.monthlyCredits ?? null,
    conversationMinutes:
      plan.conversationMinutes === null || plan.conversationMinutes === undefined
        ? 'Custom'
        : numberFormat.format(plan.conversationMinutes),
    agents: plan.agentLimitLabel,
    // Enterprise has no self-service top-ups: its terms are agreed with sales.
    topUps: plan.topUpsAllowed ? true : plan.code === 'ENTERPRISE' ? 'Custom terms' : false,
    rewards: plan.rewardsProgram,
  };
}
