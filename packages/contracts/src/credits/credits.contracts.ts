import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { PlanType } from './plans.js';

export const CreditBalance = z.object({
  userId: UserId,
  balance: z.number().int().nonnegative(),
  plan: PlanType,
  minimumRequired: z.number().int().nonnegative(),
  hasMinimumBalance: z.boolean(),
  /** The account's change counter at this balance (see balanceChanged). */
  version: z.number().int().nonnegative(),
});
export type CreditBalance = z.infer<typeof CreditBalance>;

const IdempotencyKey = z.string().min(1).max(200);
const Reason = z.string().min(1).max(200);

/** Opens the account on first use (Free plan, its monthly credits); idempotent. */
export const openAccount = defineRequest('credits.account.open', z.object({ userId: UserId }), CreditBalance);

export const getBalance = defineRequest('credits.balance.get', z.object({ userId: UserId }), CreditBalance);

/** Takes credits once per idempotency key; refuses with INSUFFICIENT_CREDITS rather than overdraw. */
export const debitCredits = defineRequest(
  'credits.balance.debit',
  z.object({ userId: UserId, amount: z.number().int().positive(), idempotencyKey: IdempotencyKey, reason: Reason }),
  CreditBalance,
);

/** Adds credits once per idempotency key (top-ups, refunds, plan grants). */
export const grantCredits = defineRequest(
  'credits.balance.grant',
  z.object({ userId: UserId, amount: z.number().int().positive(), idempotencyKey: IdempotencyKey, reason: Reason }),
  CreditBalance,
);

/** The new balance after a change, with the same derived fields as the getBalance reply. */
export const balanceChanged = defineEvent(
  'credits.balance.changed',
  // `version` increases with every change of this account: an older event can arrive after a newer one.
  CreditBalance.extend({
    delta: z.number().int(),
    reason: z.string(),
    at: z.string().datetime(),
    /** A debit made while answering a request authenticated with this API key (issue 29: usage per key). */
    apiKeyId: z.string().max(64).optional(),
  }),
);
