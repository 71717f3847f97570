import { PLAN_MONTHLY_CREDITS } from '@avatarium/contracts';
import type { PlanType } from '../../../gql/graphql';

/** The plan's monthly credits as the credits service grants them; null means unlimited. */
const monthlyCredits = (code: PlanType): number | null => {
  const credits = PLAN_MONTHLY_CREDITS[code];
  return credits === 'unlimited' ? null : credits;
};

export interface Plan {
  code: PlanType;
  name: string;
  price: string;
  priceDetails: string;
  badge: 'Free' | 'Monthly' | 'Custom';
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

/** The four plans (spec 000 section 9; agents per the overview table of section 6). */
export const PLANS: readonly Plan[] = [
  {
    code: 'FREE',
    name: 'Free',
    price: '$0',
    priceDetails: '/month',
    badge: 'Free',
    description: 'Try Avatarium and build your first agent.',
    highlight: false,
    isNew: false,
    cta: 'Get Started',
    monthlyCredits: monthlyCredits('FREE'),
    conversationMinutes: '20',
    agents: 'Up to 1',
    topUps: false,
    rewards: false,
  },
  {
    code: 'CREATOR',
    name: 'Creator',
    price: '$20',
    priceDetails: '/month',
    badge: 'Monthly',
    description: 'For creators who share agents with an audience.',
    highlight: false,
    isNew: false,
    cta: 'Upgrade to Creator',
    monthlyCredits: monthlyCredits('CREATOR'),
    conversationMinutes: '180',
    agents: 'Up to 18 custom',
    topUps: true,
    rewards: false,
  },
  {
    code: 'PRO',
    name: 'Pro',
    price: '$99',
    priceDetails: '/month',
    badge: 'Monthly',
    description: 'For teams running agents in production.',
    highlight: true,
    isNew: true,
    cta: 'Upgrade to Pro',
    monthlyCredits: monthlyCredits('PRO'),
    conversationMinutes: '1,000',
    agents: 'Up to 100 custom',
    topUps: true,
    rewards: true,
  },
  {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    price: 'Custom',
    priceDetails: 'pricing',
    badge: 'Custom',
    description: 'Custom terms, deployment and support.',
    highlight: false,
    isNew: false,
    cta: 'Contact Sales',
    monthlyCredits: monthlyCredits('ENTERPRISE'),
    conversationMinutes: 'Custom',
    agents: 'Unlimited',
    topUps: 'Custom terms',
    rewards: false,
  },
];
