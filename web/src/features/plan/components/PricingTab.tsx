import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { useIsMobile } from '../../../shared/hooks/useIsMobile';
import type { Session } from '../../../shared/session/useSession';
import { useCheckout } from '../hooks/useCheckout';
import { useCreditSummary } from '../hooks/useCreditSummary';
import { usePlanCatalogue } from '../hooks/usePlanCatalogue';
import { PricingBreakdown } from './PricingBreakdown';
import { PricingCards } from './PricingCards';
import { PricingTable } from './PricingTable';

/** Overview comparison: cards on phones, a table on wider screens; plan changes one at a time. */
export function PricingTab({ session }: { session: Session }) {
  const isMobile = useIsMobile();
  const { plans, catalogue, loading, error, retry } = usePlanCatalogue();
  const { summary, error: summaryError } = useCreditSummary(session.status === 'signedIn');
  const { running, changePlan } = useCheckout();
  // Undefined while a signed-in user's summary is on its way; a failed read leaves the buttons usable.
  const currentPlan = summary ? summary.plan : session.status === 'signedIn' && !summaryError ? undefined : null;
  const pending = running?.kind === 'upgrade' ? running.plan : null;

  if (loading) return <PanelSkeleton label="Loading plans" cards={4} />;
  if (error) return <ErrorState title="Failed to load plans" message={error} onRetry={retry} retryLabel="Try Again" />;
  if (plans.length === 0)
    return (
      <EmptyState
        title="No Plans Available"
        description="Plans could not be found. Please check back later."
        testId="plans-empty"
      />
    );

  const props = { session, currentPlan, plans, pending, onChoose: (plan: typeof pending & string) => void changePlan(plan) };
  return (
    <div className="pricing">
      {summary?.billingMode === 'LOCAL' && <LocalBillingNotice />}
      {isMobile ? <PricingCards {...props} /> : <PricingTable {...props} />}
      {catalogue && <PricingBreakdown catalogue={catalogue} />}
      <p className="pricing__notes">
        Top-ups: $1 per 100 credits on Creator and Pro. Plan credits reset monthly; top-up credits roll over. An upgrade starts at
        once with the rest of this month&apos;s credits prorated; a downgrade takes effect at the next billing cycle.
      </p>
    </div>
  );
}

/** Said plainly wherever money would change hands: nothing is charged in local mode. */
export function LocalBillingNotice() {
  return (
    <p className="banner banner--info" data-testid="local-billing-notice">
      Billing is in local test mode: plan changes and top-ups apply at once and no payment is taken.
    </p>
  );
}
