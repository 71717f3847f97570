import { credits } from '@avatarium/contracts';
import type { z } from 'zod';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { requireUser } from '../../../auth/require-user.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { perEvent } from '../../../../subscriptions/per-event.js';
import { batchedReads } from '../../../../subscriptions/batched-reads.js';
import { toGraphqlBalance } from '../../balance-view.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';

/** credits.balanceChanged by the key this subscription listens under. */
const balanceByUser = eventIndex(credits.balanceChanged, (event) => event.userId);

type Balance = ReturnType<typeof toGraphqlBalance> & { userId: string; version: number };

/** Subscribers of one user starting together read the balance once (see batchedReads). */
const snapshots = batchedReads<Balance>();

const balanceOf = perEvent((event: z.output<typeof credits.balanceChanged.payload>): Balance => ({
  userId: event.userId,
  version: event.version,
  ...toGraphqlBalance(event),
}));

export const creditBalanceChanged: NonNullable<SubscriptionResolvers['creditBalanceChanged']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    const { bus, hub, revocations } = context.deps;
    // Events of concurrent changes can arrive out of order (several credits replicas): only a
    // newer version than the last one sent goes out, so the balance shown never steps back.
    let lastVersion = -1;
    // Methods, not arrow properties: each named arrow costs a subscriber ~250 bytes under tsx
    // (see async-queue.ts).
    return authorizedStream<Balance>(session, revocations, {
      current() {
        return snapshots(user.id, async () => {
          const current = await bus.request(credits.getBalance, { userId: user.id });
          return { userId: user.id, version: current.version, ...toGraphqlBalance(current) };
        });
      },
      // The event carries the same derived fields as the getBalance reply.
      listen(push) {
        return hub.listen(balanceByUser, user.id, (event) => push(balanceOf(event)));
      },
      allowed(balance) {
        return balance.userId === user.id;
      },
      deliverable(balance) {
        if (balance.version <= lastVersion) return false;
        lastVersion = balance.version;
        return true;
      },
    });
  },
  resolve: (balance: Balance) => toGraphqlBalance(balance),
};
