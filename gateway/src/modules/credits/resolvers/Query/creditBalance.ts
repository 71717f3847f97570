import { credits } from '@avatarium/contracts';
import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { toGraphqlBalance } from '../../balance-view.js';

export const creditBalance: NonNullable<QueryResolvers['creditBalance']> = async (_parent, _args, context) => {
  if (!context.user) return null;
  return toGraphqlBalance(await context.deps.bus.request(credits.getBalance, { userId: context.user.id }));
};
