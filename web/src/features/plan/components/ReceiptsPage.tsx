import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import { Logo } from '../../../shared/components/Logo';
import { useSession } from '../../../shared/session/useSession';
import { ReceiptsQuery } from '../graphql/receipts';
import './plan.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

/** /billing/receipts (spec 000 Billing tab): every payment, top-up and plan change with its receipt. */
export function ReceiptsPage() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  return (
    <main className="receipts-page">
      <header className="receipts-page__header">
        <a href="/#plan" aria-label="Back to plans">
          <Logo />
        </a>
        <h1 className="page-heading__title">Receipts &amp; History</h1>
      </header>
      {session.status === 'loading' ? (
        <PanelSkeleton label="Loading receipts" cards={3} />
      ) : !signedIn ? (
        <SignInPrompt
          testId="receipts-sign-in"
          title="Sign In to Access Billing"
          description="Your receipts are shown once you sign in."
        />
      ) : (
        <ReceiptList />
      )}
    </main>
  );
}

function ReceiptList() {
  const { data, loading, error, refetch } = useQuery(ReceiptsQuery, { notifyOnNetworkStatusChange: true });
  if (!data && loading) return <PanelSkeleton label="Loading receipts" cards={3} />;
  if (!data) {
    return (
      <ErrorState
        title="Error Loading Receipts"
        message="Failed to load receipts"
        detail={error?.message}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.receipts.length === 0) {
    return (
      <EmptyState
        testId="receipts-empty"
        title="No receipts yet"
        description="Plan changes and top-ups you pay for appear here."
        action={
          <a className="button button--primary" href="/#plan">
            See plans
          </a>
        }
      />
    );
  }
  return (
    <ul className="receipts" data-testid="receipts">
      {data.receipts.map((receipt) => (
        <li key={receipt.id} className="card receipts__item" data-testid="receipt">
          <div>
            <p className="receipts__description">{receipt.description}</p>
            <p className="receipts__meta">
              {dateFormat.format(new Date(receipt.at))}
              {receipt.source === 'LOCAL' && ' · local test mode, nothing charged'}
            </p>
          </div>
          <div className="receipts__amount">
            <strong>{money(receipt.amountCents, receipt.currency)}</strong>
            <span className={`badge ${receipt.status === 'paid' ? 'badge--healthy' : 'badge--low'}`}>{receipt.status}</span>
            {receipt.url && (
              <a href={receipt.url} target="_blank" rel="noopener noreferrer">
                View receipt
              </a>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
