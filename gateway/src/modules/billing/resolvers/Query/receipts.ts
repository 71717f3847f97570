import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toReceiptView } from '../../billing-view.js';
import { billingCaller } from '../../../shared/billing-caller.js';
import { listReceipts } from '../../use-cases/list-receipts.js';

/** The GraphQL twin of GET /api/billing/receipts. */
export const receipts: NonNullable<QueryResolvers['receipts']> = async (_parent, _args, context) =>
  (await listReceipts(context.deps, billingCaller(context))).map(toReceiptView);
