import { credits, MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { requireUser } from '../../../auth/require-user.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { toGraphqlBalance } from '../../balance-view.js';

type Balance = ReturnType<typeof toGraphqlBalance> & { userId: string };

export const creditBalanceChanged: NonNullable<SubscriptionResolvers['creditBalanceChanged']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    const { bus, hub, revocations } = context.deps;
    return authorizedStream<Balance>(session, revocations, {
      current: async () => ({ userId: user.id, ...toGraphqlBalance(await bus.request(credits.getBalance, { userId: user.id })) }),
      listen: (push) =>
        hub.listen(
          credits.balanceChanged,
          (event) => event.userId,
          user.id,
          (event) =>
            push({
              userId: event.userId,
              balance: event.balance,
              plan: event.plan,
              minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
              hasMinimumBalance: event.plan === 'ENTERPRISE' || event.balance >= MINIMUM_BALANCE_FOR_CREATION,
            }),
        ),
      allowed: (balance) => balance.userId === user.id,
    });
  },
  resolve: (balance: Balance) => toGraphqlBalance({ ...balance }),
};
