import type { CreditSummaryFieldsFragment } from '../../../gql/graphql';
import { AnimatedCredits } from '../../../shared/credits/components/AnimatedCredits';
import { creditHealth } from '../model/creditHealth';

const HEALTH_LABEL = { low: 'Low Credits', medium: 'Medium Usage', healthy: 'Healthy' } as const;
const PLAN_NAME = { FREE: 'Free', CREATOR: 'Creator', PRO: 'Pro', ENTERPRISE: 'Enterprise' } as const;
const numberFormat = new Intl.NumberFormat('en-US');
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Remaining credits (spec 000 credit summary), a bar of what is left, the health state and the plan. */
export function CreditPanel({ summary }: { summary: CreditSummaryFieldsFragment }) {
  const total = summary.unlimited ? null : (summary.included ?? 0) + summary.additional;
  const remaining = summary.remaining ?? 0;
  const health = creditHealth(remaining, total);
  const fill = total === null || total === 0 ? 1 : Math.min(1, remaining / total);
  const resets = dateFormat.format(new Date(summary.periodEnd));

  return (
    <div className="credit-panel">
      <article className={`card credit-panel__main credit-panel__main--${health}`}>
        <div className="credit-panel__row">
          <span className="credit-panel__label">Available credits</span>
          <span className={`badge badge--${health}`} data-testid="credits-health">
            {HEALTH_LABEL[health]}
          </span>
        </div>
        <AnimatedCredits
          value={remaining}
          unlimited={summary.unlimited}
          className="credit-panel__balance"
          testId="credits-panel-balance"
        />
        <div
          className="meter"
          role="meter"
          aria-label="Credits left"
          aria-valuemin={0}
          aria-valuemax={total ?? remaining}
          aria-valuenow={remaining}
        >
          <span className="meter__fill" style={{ width: `${Math.round(fill * 100)}%` }} />
        </div>
        {total !== null && (
          <dl className="credit-panel__figures" data-testid="credits-figures">
            <div>
              <dt>Plan credits</dt>
              <dd>{numberFormat.format(summary.included ?? 0)}</dd>
            </div>
            <div>
              <dt>Top-ups</dt>
              <dd>{numberFormat.format(summary.additional)}</dd>
            </div>
            <div>
              <dt>Used</dt>
              <dd>{numberFormat.format(summary.used)}</dd>
            </div>
          </dl>
        )}
        {health === 'low' && (
          <div className="banner banner--danger" role="alert">
            <strong>Running Low on Credits</strong>
            <span>Consider topping up to avoid interruptions in your AI agent workflows.</span>
          </div>
        )}
      </article>

      <article className="card credit-panel__side">
        <span className="credit-panel__label">Current plan</span>
        <p className="credit-panel__plan" data-testid="credits-plan">
          {PLAN_NAME[summary.plan]}
        </p>
        <p className="credit-panel__hint">
          {summary.unlimited ? 'Unlimited credits on your plan.' : `Plan credits reset on ${resets}; top-up credits roll over.`}
        </p>
        {summary.pendingPlan && (
          <p className="credit-panel__hint" data-testid="credits-pending-plan">
            Moves to {PLAN_NAME[summary.pendingPlan]} on {resets}.
          </p>
        )}
        {summary.paymentFailed && (
          <div className="banner banner--danger" role="alert" data-testid="credits-payment-failed">
            <strong>Payment failed</strong>
            <span>Your last renewal could not be charged. Update your payment method in the Billing Portal before {resets}.</span>
          </div>
        )}
        {summary.cancelAtPeriodEnd && (
          <p className="credit-panel__hint">Your subscription ends on {resets}; you then return to the Free plan.</p>
        )}
      </article>
    </div>
  );
}
