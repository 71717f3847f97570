import { credits } from '@avatarium/contracts';
import type { z } from 'zod';
import type { GatewayDeps } from '../../../../http/context.js';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { requireUser } from '../../../shared/require-user.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { perEvent } from '../../../../subscriptions/per-event.js';
import { LiveValues } from '../../../../subscriptions/live-values.js';
import { toGraphqlBalance } from '../../balance-view.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';

/** credits.balanceChanged by the key this subscription listens under. */
const balanceByUser = eventIndex(credits.balanceChanged, (event) => event.userId);

type Balance = ReturnType<typeof toGraphqlBalance> & { userId: string; version: number };

const balanceOf = perEvent((event: z.output<typeof credits.balanceChanged.payload>): Balance => ({
  userId: event.userId,
  version: event.version,
  ...toGraphqlBalance(event),
}));

/**
 * Each user's balance while subscribed on this gateway (see LiveValues): a socket connecting
 * beside others of its user gets its first balance without a round trip to the credits service.
 */
const liveBalances = new WeakMap<GatewayDeps, LiveValues<Balance>>();
function liveBalancesOf(deps: GatewayDeps): LiveValues<Balance> {
  let live = liveBalances.get(deps);
  if (!live) {
    // Per gateway (a test process runs several), on that gateway's hub and bus.
    live = new LiveValues<Balance>(
      (userId, push) => deps.hub.listen(balanceByUser, userId, (event) => push(balanceOf(event))),
      async (userId) => {
        const current = await deps.bus.request(credits.getBalance, { userId });
        return { userId, version: current.version, ...toGraphqlBalance(current) };
      },
    );
    liveBalances.set(deps, live);
  }
  return live;
}

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
    return liveBalancesOf(this.deps).current(this.userId);
  }

  // The event carries the same derived fields as the getBalance reply. Listening holds the
  // user's live balance, so current() (asked after) finds it.
  listen(push: (balance: Balance) => void): () => void {
    const release = liveBalancesOf(this.deps).hold(this.userId);
    const stop = this.deps.hub.listen(balanceByUser, this.userId, (event) => push(balanceOf(event)));
    return () => {
      stop();
      release();
    };
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
