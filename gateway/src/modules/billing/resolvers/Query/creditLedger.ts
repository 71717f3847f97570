import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { billingCaller } from '../../../shared/billing-caller.js';
import { listCreditLedger } from '../../use-cases/list-credit-ledger.js';

/** The GraphQL twin of GET /api/credits/ledger. */
export const creditLedger: NonNullable<QueryResolvers['creditLedger']> = (_parent, args, context) =>
  listCreditLedger(context.deps, billingCaller(context), args);
