import { z } from 'zod';

export const PlanType = z.enum(['FREE', 'CREATOR', 'PRO', 'ENTERPRISE']);
export type PlanType = z.infer<typeof PlanType>;

/** Monthly credits per plan (spec 000 section 9); Enterprise is unlimited. */
export const PLAN_MONTHLY_CREDITS: Record<PlanType, number | 'unlimited'> = {
  FREE: 199,
  CREATOR: 1800,
  PRO: 10000,
  ENTERPRISE: 'unlimited',
};

/** Credits needed to start creating an agent (spec 000: minimum balance default 100). */
export const MINIMUM_BALANCE_FOR_CREATION = 100;
