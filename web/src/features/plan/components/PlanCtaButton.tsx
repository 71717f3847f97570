import type { PlanType } from '../../../gql/graphql';
import { useAuthDialog } from '../../../shared/session/useAuthDialog';
import type { Session } from '../../../shared/session/useSession';
import type { Plan } from '../model/plans';
import { SALES_EMAIL } from '../model/salesEmail';

interface PlanCtaButtonProps {
  plan: Plan;
  session: Session;
  /** The signed-in user's plan; undefined while it is still being read (no button may act yet). */
  currentPlan: PlanType | null | undefined;
  /** A plan change is running (to this plan or another): every button waits. */
  pending: PlanType | null;
  onChoose: (plan: PlanType) => void;
}

/** A plan's button: sign in first, 'Current Plan', contact sales, or change plan. */
export function PlanCtaButton({ plan, session, currentPlan, pending, onChoose }: PlanCtaButtonProps) {
  const { openAuthDialog } = useAuthDialog();
  const variant = plan.highlight ? 'button--primary' : 'button--secondary';
  const className = `button ${variant} button--block`;
  const testId = `plan-cta-${plan.code.toLowerCase()}`;

  // Not known yet (the page has just come back from an upgrade): wait rather than offer the plan just bought.
  if (session.status === 'loading' || (session.status === 'signedIn' && currentPlan === undefined)) {
    return (
      <button type="button" className={className} disabled data-testid={testId}>
        {plan.cta}
      </button>
    );
  }
  if (session.status !== 'signedIn') {
    return (
      <button type="button" className={className} data-testid={testId} onClick={() => openAuthDialog('signIn')}>
        Sign In to {plan.cta}
      </button>
    );
  }
  if (currentPlan === plan.code) {
    return (
      <button type="button" className="button button--current button--block" disabled data-testid={testId}>
        Current Plan
      </button>
    );
  }
  if (plan.code === 'ENTERPRISE') {
    return (
      <a className={className} href={`mailto:${SALES_EMAIL}?subject=Avatarium%20Enterprise`} data-testid={testId}>
        {plan.cta}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      data-testid={testId}
      disabled={pending !== null}
      aria-busy={pending === plan.code}
      onClick={() => onChoose(plan.code)}
    >
      {pending === plan.code ? 'Processing...' : plan.cta}
    </button>
  );
}
