import type { CreditsDeps } from '../balance/credits-deps.js';

export type CollectionPlansDeps = CreditsDeps;
