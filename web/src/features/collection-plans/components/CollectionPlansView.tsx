import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import type { Session } from '../../../shared/session/useSession';
import {
  AppSubscriptionQuery,
  CollectionPlansQuery,
  SubscribeCollectionPlanMutation,
  TopUpCollectionSubscriptionMutation,
} from '../graphql/collectionPlans';

const BADGE: Record<string, string> = { monthly: 'Monthly', yearly: 'Yearly', quarterly: 'Quarterly', custom: 'Custom' };
/** Spec 001 section 9: the credit bar's scale. */
const BAR_SCALE = 199;
const numberFormat = new Intl.NumberFormat('en-US');
const credits = (value: number | null | undefined) => (value === null || value === undefined ? '∞' : numberFormat.format(value));
const price = (cents: number, period: string) =>
  cents === 0 ? 'Free' : `$${(cents / 100).toFixed(2)} / ${period === 'custom' ? 'term' : period.replace(/ly$/, '')}`;

/**
 * The plans view of a collection (/?collectionId=...#plan, spec 001): its plans, the visitor's
 * current plan with plan, top-up and total credits, a +1,000 top-up. With no plans it falls back
 * to the general plans page.
 */
export function CollectionPlansView({
  collectionId,
  session,
  fallback,
}: {
  collectionId: string;
  session: Session;
  fallback: ReactNode;
}) {
  const signedIn = session.status === 'signedIn';
  const plans = useQuery(CollectionPlansQuery, { variables: { collectionId }, notifyOnNetworkStatusChange: true });
  const subscription = useQuery(AppSubscriptionQuery, signedIn ? { variables: { collectionId } } : skipToken);
  const refetchQueries = [AppSubscriptionQuery];
  const [subscribe] = useMutation(SubscribeCollectionPlanMutation, { refetchQueries });
  const [topUp] = useMutation(TopUpCollectionSubscriptionMutation, { refetchQueries });
  const [running, setRunning] = useState<string | null>(null);
  const { openAuthDialog } = useAuthDialog();

  if (!plans.data && plans.loading) return <PanelSkeleton label="Loading plans" cards={3} />;
  if (!plans.data)
    return (
      <ErrorState
        title="Failed to load plans"
        message="The collection's plans could not be loaded."
        onRetry={() => void plans.refetch()}
        retryLabel="Try Again"
      />
    );
  if (plans.data.collectionPlans.length === 0) return <>{fallback}</>;

  const current = subscription.data?.appSubscription ?? null;
  const run = async (key: string, action: () => Promise<{ kind: string; url?: string | null } | undefined>, failure: string) => {
    if (running) return;
    setRunning(key);
    try {
      const result = await action();
      if (result?.kind === 'REDIRECT' && result.url) window.location.assign(result.url);
    } catch {
      toast.error(failure, { description: 'Please try again later.' });
    } finally {
      setRunning(null);
    }
  };
  const total = current
    ? current.plan_credits_remaining === null
      ? null
      : current.plan_credits_remaining + current.topup_credits_remaining
    : 0;

  return (
    <section className="collection-plans" data-testid="collection-plans">
      {signedIn && current && (
        <article className="card credit-panel__main" data-testid="collection-current-plan">
          <span className="credit-panel__label">Current plan</span>
          <p className="credit-panel__plan">{current.subscription}</p>
          <dl className="credit-panel__figures">
            <div>
              <dt>Plan credits</dt>
              <dd>{credits(current.plan_credits_remaining)}</dd>
            </div>
            <div>
              <dt>Top-up credits</dt>
              <dd>{credits(current.topup_credits_remaining)}</dd>
            </div>
            <div>
              <dt>Total</dt>
              <dd data-testid="collection-total-credits">{credits(total)}</dd>
            </div>
          </dl>
          <div
            className="meter"
            role="meter"
            aria-label="Credits"
            aria-valuemin={0}
            aria-valuemax={BAR_SCALE}
            aria-valuenow={Math.min(total ?? BAR_SCALE, BAR_SCALE)}
          >
            <span
              className="meter__fill"
              style={{ width: `${Math.round(Math.min(1, (total ?? BAR_SCALE) / BAR_SCALE) * 100)}%` }}
            />
          </div>
          <button
            type="button"
            className="button button--secondary"
            disabled={running !== null}
            data-testid="collection-top-up"
            onClick={() =>
              void run(
                'top-up',
                async () => (await topUp({ variables: { id: collectionId } })).data?.topUpCollectionSubscription,
                'Top-up failed',
              )
            }
          >
            {running === 'top-up' ? 'Processing...' : '+1,000 credits'}
          </button>
        </article>
      )}
      {plans.data.collectionPlans.length > 0 ? (
        <ul className="pricing-cards">
          {plans.data.collectionPlans.map((plan) => {
            const isCurrent = current?.subscription === plan.code;
            return (
              <li
                key={plan.code}
                className={`card pricing-card${isCurrent ? ' pricing-card--current' : ''}`}
                data-testid="collection-plan"
              >
                <div className="pricing-card__head">
                  <h3 className="pricing-card__name">{plan.code}</h3>
                  <span className="badge badge--muted">{plan.priceCents === 0 ? 'Free' : BADGE[plan.billing_period]}</span>
                </div>
                <p className="pricing-card__price">{price(plan.priceCents, plan.billing_period)}</p>
                <p className="pricing-card__description">{plan.description}</p>
                <p className="pricing-card__description">{credits(plan.credits)} credits</p>
                {isCurrent ? (
                  <button type="button" className="button button--current button--block" disabled>
                    Current Plan
                  </button>
                ) : !signedIn ? (
                  <button
                    type="button"
                    className="button button--secondary button--block"
                    onClick={() => openAuthDialog('signIn')}
                  >
                    Sign In to Subscribe
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button--primary button--block"
                    disabled={running !== null}
                    data-testid={`collection-subscribe-${plan.code}`}
                    onClick={() =>
                      void run(
                        plan.code,
                        async () =>
                          (await subscribe({ variables: { id: collectionId, plan: plan.code } })).data?.subscribeCollectionPlan,
                        'Upgrade failed',
                      )
                    }
                  >
                    {running === plan.code ? 'Processing...' : 'Subscribe'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState title="No Plans Available" />
      )}
    </section>
  );
}
