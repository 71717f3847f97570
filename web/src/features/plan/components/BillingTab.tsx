import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import type { Session } from '../../../shared/session/useSession';
import { openBillingPortal } from '../api/openBillingPortal';
import { useCreditSummary } from '../hooks/useCreditSummary';
import { LocalBillingNotice } from './PricingTab';

/** Billing: a sign-in prompt, or the billing portal and receipts cards. */
export function BillingTab({ session }: { session: Session }) {
  const { summary } = useCreditSummary(session.status === 'signedIn');
  if (session.status === 'loading') return <PanelSkeleton label="Loading billing" cards={2} />;
  if (session.status !== 'signedIn') {
    return (
      <SignInPrompt
        testId="billing-sign-in"
        title="Sign In to Access Billing"
        description="Manage your subscription, payment methods and receipts."
      />
    );
  }
  const local = summary?.billingMode === 'LOCAL';
  return (
    <>
      {local && <LocalBillingNotice />}
      <div className="billing">
        <article className="card billing__card">
          <h3 className="billing__title">Billing Portal</h3>
          <p className="billing__text">
            {local
              ? 'No payment provider is configured: the portal shows your local receipts.'
              : 'Update payment methods, change or cancel your subscription.'}
          </p>
          <button
            type="button"
            className="button button--primary"
            data-testid="billing-portal"
            onClick={() => void openBillingPortal()}
          >
            Open Billing Portal
          </button>
        </article>
        <article className="card billing__card">
          <h3 className="billing__title">Receipts &amp; History</h3>
          <p className="billing__text">Download receipts and review past payments and top-ups.</p>
          <a
            className="button button--secondary"
            href="/billing/receipts"
            target="_blank"
            rel="noopener noreferrer"
            data-testid="billing-receipts"
          >
            View Receipts
          </a>
        </article>
      </div>
    </>
  );
}
