import { collectionPlans } from '@avatarium/contracts';
import type { CollectionPlansDeps } from './collection-plans-deps.js';
import {
  debitAppSubscription,
  getAppSubscription,
  listCollectionPlans,
  setCollectionPlans,
  subscribeCollectionPlan,
  topUpAppSubscription,
} from './collection-plan-use-cases.js';

const QUEUE = 'credits';

export function registerCollectionPlans(deps: CollectionPlansDeps): void {
  deps.bus.serve(collectionPlans.setCollectionPlans, (input) => setCollectionPlans(deps, input), QUEUE);
  deps.bus.serve(collectionPlans.listCollectionPlans, (input) => listCollectionPlans(deps, input), QUEUE);
  deps.bus.serve(collectionPlans.getAppSubscription, (input) => getAppSubscription(deps, input), QUEUE);
  deps.bus.serve(collectionPlans.subscribeCollectionPlan, (input) => subscribeCollectionPlan(deps, input), QUEUE);
  deps.bus.serve(collectionPlans.topUpAppSubscription, (input) => topUpAppSubscription(deps, input), QUEUE);
  deps.bus.serve(collectionPlans.debitAppSubscription, (input) => debitAppSubscription(deps, input), QUEUE);
}
