import type { Resolvers } from '../../../generated/resolvers-types.js';
import { creditBalance } from './Query/creditBalance.js';
import { creditBalanceChanged } from './Subscription/creditBalanceChanged.js';

export const creditsResolvers: Resolvers = {
  Query: { creditBalance },
  Subscription: { creditBalanceChanged },
};
