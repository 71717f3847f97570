import { PLAN_MONTHLY_CREDITS, type billing, type PlanType } from '@avatarium/contracts';

/**
 * The plans and model rates exactly as spec 000 section 9 gives them. Free's agent limit is
 * given two ways by the specs ('Up to 1' in the overview, No custom agent in the breakdown):
 * the overview's reading is shown (docs/decisions/billing.md).
 */
const credits = (code: PlanType) => {
  const monthly = PLAN_MONTHLY_CREDITS[code];
  return monthly === 'unlimited' ? null : monthly;
};

export const PLAN_CATALOGUE: readonly billing.Plan[] = [
  {
    code: 'FREE',
    name: 'Free',
    icon: 'sparkles',
    price: '$0',
    priceDetails: '/month',
    priceCents: 0,
    priceLabel: '$0/month',
    badge: 'Free',
    description: 'Try Avatarium and build your first agent.',
    monthlyCredits: credits('FREE'),
    conversationMinutes: 20,
    agentLimit: 1,
    agentLimitLabel: 'Up to 1',
    sdkMinutes: { essenceSelfHosted: null, essenceCloud: null, expressionCloud: null },
    topUpsAllowed: false,
    rewardsProgram: false,
    highlight: false,
    isNew: false,
    cta: 'Get Started',
    features: ['199 credits every month', '20 conversation minutes', 'Community gallery'],
  },
  {
    code: 'CREATOR',
    name: 'Creator',
    icon: 'star',
    price: '$20',
    priceDetails: '/month',
    priceCents: 2_000,
    priceLabel: '$20/month',
    badge: 'Monthly',
    description: 'For creators who share agents with an audience.',
    monthlyCredits: credits('CREATOR'),
    conversationMinutes: 180,
    agentLimit: 18,
    agentLimitLabel: 'Up to 18 custom',
    sdkMinutes: { essenceSelfHosted: 1_800, essenceCloud: 900, expressionCloud: null },
    topUpsAllowed: true,
    rewardsProgram: false,
    highlight: false,
    isNew: false,
    cta: 'Upgrade to Creator',
    features: ['1,800 credits every month', '180 conversation minutes', 'Top-ups at $1 per 100 credits'],
  },
  {
    code: 'PRO',
    name: 'Pro',
    icon: 'rocket',
    price: '$99',
    priceDetails: '/month',
    priceCents: 9_900,
    priceLabel: '$99/month',
    badge: 'Monthly',
    description: 'For teams running agents in production.',
    monthlyCredits: credits('PRO'),
    conversationMinutes: 1_000,
    agentLimit: 100,
    agentLimitLabel: 'Up to 100 custom',
    sdkMinutes: { essenceSelfHosted: 10_000, essenceCloud: 5_000, expressionCloud: 2_500 },
    topUpsAllowed: true,
    rewardsProgram: true,
    highlight: true,
    isNew: true,
    cta: 'Upgrade to Pro',
    features: ['10,000 credits every month', '1,000 conversation minutes', 'Rewards program ($1 per hour of usage)'],
  },
  {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    icon: 'building',
    price: 'Custom',
    priceDetails: 'pricing',
    priceCents: null,
    priceLabel: 'Custom',
    badge: 'Custom',
    description: 'Custom terms, deployment and support.',
    monthlyCredits: credits('ENTERPRISE'),
    conversationMinutes: null,
    agentLimit: null,
    agentLimitLabel: 'Unlimited',
    sdkMinutes: { essenceSelfHosted: null, essenceCloud: null, expressionCloud: null },
    topUpsAllowed: false,
    rewardsProgram: false,
    highlight: false,
    isNew: false,
    cta: 'Contact Sales',
    features: ['Unlimited credits', 'Unlimited agents', 'Custom terms and on-premises help'],
  },
];

export const MODEL_RATES: readonly billing.ModelRate[] = [
  { code: 'essence-self-hosted', name: 'Essence Model (Self-Hosted)', creditsPerMinute: 1, overageCentsPerMinute: 1 },
  { code: 'essence-cloud', name: 'Essence Model (Cloud)', creditsPerMinute: 2, overageCentsPerMinute: 2 },
  { code: 'expression-cloud', name: 'Expression Model (Cloud)', creditsPerMinute: 4, overageCentsPerMinute: 4 },
];

export function planOf(code: PlanType): billing.Plan {
  return PLAN_CATALOGUE.find((plan) => plan.code === code)!;
}

/** The plan's monthly credits; 0 for Enterprise, whose debits are never limited. */
export function monthlyCreditsOf(code: PlanType): number {
  return planOf(code).monthlyCredits ?? 0;
}
