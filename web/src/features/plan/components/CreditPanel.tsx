import type { CreditBalanceFieldsFragment } from '../../../gql/graphql';
import { AnimatedCredits } from '../../credits/components/AnimatedCredits';
import { PLANS } from '../model/plans';
import { creditHealth } from '../model/creditHealth';

const HEALTH_LABEL = { low: 'Low Credits', medium: 'Medium Usage', healthy: 'Healthy' } as const;

/** Balance, plan, a credit bar scaled to the plan's monthly credits, and the health state. */
export function CreditPanel({ balance }: { balance: CreditBalanceFieldsFragment }) {
  const plan = PLANS.find((candidate) => candidate.code === balance.plan) ?? PLANS[0];
  const total = plan?.monthlyCredits ?? null;
  const health = creditHealth(balance.balance, total);
  const fill = total === null ? 1 : Math.min(1, balance.balance / total);
  const canTopUp = balance.plan === 'CREATOR' || balance.plan === 'PRO';

  return (
    <div className="credit-panel">
      <article className={`card credit-panel__main credit-panel__main--${health}`}>
        <div className="credit-panel__row">
          <span className="credit-panel__label">Available credits</span>
          <span className={`badge badge--${health}`}>{HEALTH_LABEL[health]}</span>
        </div>
        <AnimatedCredits
          value={balance.balance}
          unlimited={total === null}
          className="credit-panel__balance"
          testId="credits-panel-balance"
        />
        <div
          className="meter"
          role="meter"
          aria-label="Credits left this month"
          aria-valuemin={0}
          aria-valuemax={total ?? balance.balance}
          aria-valuenow={balance.balance}
        >
          <span className="meter__fill" style={{ width: `${Math.round(fill * 100)}%` }} />
        </div>
        <p className="credit-panel__hint">
          {total === null
            ? 'Unlimited credits on your plan.'
            : `${new Intl.NumberFormat('en-US').format(total)} credits included each month.`}
        </p>
        {health === 'low' && (
          <div className="banner banner--danger" role="alert">
            <strong>Running Low on Credits</strong>
            <span>Consider topping up to avoid interruptions in your AI agent workflows.</span>
          </div>
        )}
      </article>

      <article className="card credit-panel__side">
        <span className="credit-panel__label">Current plan</span>
        <p className="credit-panel__plan">
          {plan?.name ?? balance.plan}
          {/* The Free plan's badge reads 'Free' too: once is enough. */}
          {plan && plan.badge !== plan.name && <span className="badge badge--muted">{plan.badge}</span>}
        </p>
        <p className="credit-panel__hint">
          {balance.hasMinimumBalance
            ? `You have enough credits to create an agent (at least ${balance.minimumRequired} needed).`
            : `You need at least ${balance.minimumRequired} credits to create an agent.`}
        </p>
        <p className="credit-panel__hint">
          {canTopUp
            ? 'Top-ups cost $1 per 100 credits and roll over from month to month.'
            : 'Top-ups are available on the Creator and Pro plans.'}
        </p>
      </article>
    </div>
  );
}
