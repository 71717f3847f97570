import { credits } from '@avatarium/contracts';
import type { z } from 'zod';
import type { GatewayDeps } from '../../../../context.js';
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

/**
 * One subscriber's balance stream. A class, so its methods are shared rather than made for
 * each of 10,000 subscriptions (see subscriptions/async-queue.ts).
 */
class BalanceSource {
  // Events of concurrent changes can arrive out of order (several credits replicas): only a
  // newer version than the last one sent goes out, so the balance shown never steps back.
  private lastVersion = -1;

  constructor(
    private readonly userId: string,
    private readonly deps: GatewayDeps,
  ) {}

  current(): Promise<Balance> {
    const { userId, deps } = this;
    return snapshots(userId, async () => {
      const current = await deps.bus.request(credits.getBalance, { userId });
      return { userId, version: current.version, ...toGraphqlBalance(current) };
    });
  }

  // The event carries the same derived fields as the getBalance reply.
  listen(push: (balance: Balance) => void): () => void {
    return this.deps.hub.listen(balanceByUser, this.userId, (event) => push(balanceOf(event)));
  }

  allowed(balance: Balance): boolean {
    return balance.userId === this.userId;
  }

  deliverable(balance: Balance): boolean {
    if (balance.version <= this.lastVersion) return false;
    this.lastVersion = balance.version;
    return true;
  }
}

export const creditBalanceChanged: NonNullable<SubscriptionResolvers['creditBalanceChanged']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    return authorizedStream<Balance>(session, context.deps.revocations, new BalanceSource(user.id, context.deps));
  },
  resolve: (balance: Balance) => toGraphqlBalance(balance),
};
