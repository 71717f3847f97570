import { billing } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';

/** The plans, model rates and top-up limits; public. */
export async function getPlanCatalogue(deps: Pick<GatewayDeps, 'bus'>) {
  const catalogue = await deps.bus.request(billing.listPlans, {});
  return {
    plans: catalogue.plans,
    rates: catalogue.rates,
    topUpMin: catalogue.topUp.min,
    topUpMax: catalogue.topUp.max,
    creditsPerDollar: catalogue.topUp.creditsPerDollar,
  };
}
