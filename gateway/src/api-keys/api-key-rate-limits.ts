import type { PlanType } from '@avatarium/contracts';

/**
 * Requests per minute an API key may make, by its owner's plan (issue 29). Sized for scripts:
 * Free is a steady poll a second, Creator and Pro a small integration, Enterprise a busy one.
 */
export const API_KEY_REQUESTS_PER_MINUTE: Readonly<Record<PlanType, number>> = {
  FREE: 60,
  CREATOR: 300,
  PRO: 1200,
  ENTERPRISE: 6000,
};

/** The limit of a key whose owner is on `plan` (unknown: Free's); `override` (env, tests) wins. */
export function apiKeyRateLimitOf(plan: PlanType | null, override?: number): number {
  return override ?? API_KEY_REQUESTS_PER_MINUTE[plan ?? 'FREE'];
}
