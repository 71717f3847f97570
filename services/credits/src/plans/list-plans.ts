import { billing } from '@avatarium/contracts';
import { MODEL_RATES, PLAN_CATALOGUE } from './plan-catalogue.js';

/** The plans page's catalogue: plans, model rates and the top-up range. */
export function listPlans() {
  return {
    plans: [...PLAN_CATALOGUE],
    rates: [...MODEL_RATES],
    topUp: { min: billing.TOP_UP_MIN, max: billing.TOP_UP_MAX, creditsPerDollar: billing.TOP_UP_CREDITS_PER_DOLLAR },
  };
}
