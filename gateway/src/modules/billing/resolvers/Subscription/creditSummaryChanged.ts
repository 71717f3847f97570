import { billing, credits } from '@avatarium/contracts';
import type { SubscriptionResolvers } from '../../../../generated/resolvers-types.js';
import { requireUser } from '../../../shared/require-user.js';
import { authorizedStream } from '../../../../subscriptions/authorized-stream.js';
import { eventIndex } from '../../../../subscriptions/event-hub.js';
import { toSummaryView } from '../../billing-view.js';
import { getCreditSummary } from '../../use-cases/get-credit-summary.js';

/** Either change of a user's credits re-reads that user's summary. */
const balanceByUser = eventIndex(credits.balanceChanged, (event) => event.userId);
const billingByUser = eventIndex(billing.summaryChanged, (event) => event.userId);

type Summary = ReturnType<typeof toSummaryView> & { userId: string };

/** The summary now, then re-read on every balance or billing change of the caller. */
export const creditSummaryChanged: NonNullable<SubscriptionResolvers['creditSummaryChanged']> = {
  subscribe: (_parent, _args, context) => {
    const { user, session } = requireUser(context);
    const { hub, revocations } = context.deps;
    const read = async (): Promise<Summary> => ({
      userId: user.id,
      ...toSummaryView(await getCreditSummary(context.deps, { userId: user.id, origin: null })),
    });
    return authorizedStream<Summary>(session, revocations, {
      current: read,
      listen: (push) => {
        const reread = () => void read().then(push, () => undefined);
        const stopBalance = hub.listen(balanceByUser, user.id, reread);
        const stopSummary = hub.listen(billingByUser, user.id, reread);
        return () => {
          stopBalance();
          stopSummary();
        };
      },
      allowed: (summary) => summary.userId === user.id,
    });
  },
  resolve: (summary: Summary) => {
    const { userId: _userId, ...view } = summary;
    return view;
  },
};
