import { billing } from '@avatarium/contracts';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { parseBillingInput } from './billing-input.js';
import type { BillingCaller } from '../../shared/billing-caller.js';

export const LedgerQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().datetime().optional(),
});

/** The caller's ledger, newest first, a page at a time. */
export function listCreditLedger(
  deps: Pick<GatewayDeps, 'bus'>,
  caller: BillingCaller,
  input: { limit?: unknown; before?: unknown },
) {
  const query = parseBillingInput(LedgerQuery, { limit: input.limit ?? undefined, before: input.before ?? undefined });
  return deps.bus.request(billing.listLedger, { userId: caller.userId, ...query });
}
