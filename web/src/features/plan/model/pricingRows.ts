import type { Plan } from './plans';

const numberFormat = new Intl.NumberFormat('en-US');

export interface PricingRow {
  label: string;
  value: (plan: Plan) => string | boolean;
}

/** The comparison rows shared by the pricing table and the mobile cards. */
export const PRICING_ROWS: readonly PricingRow[] = [
  {
    label: 'Monthly credits',
    value: (plan) => (plan.monthlyCredits === null ? '∞ Unlimited' : numberFormat.format(plan.monthlyCredits)),
  },
  { label: 'Conversation minutes / month', value: (plan) => plan.conversationMinutes },
  { label: 'Agents', value: (plan) => plan.agents },
  { label: 'Credit top-ups ($1 per 100 credits)', value: (plan) => plan.topUps },
  { label: 'Rewards program ($1 per hour of usage)', value: (plan) => plan.rewards },
];
