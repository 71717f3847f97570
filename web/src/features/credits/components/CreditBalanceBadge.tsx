import { useLiveCreditBalance } from '../hooks/useLiveCreditBalance';
import { AnimatedCredits } from '../../../shared/credits/components/AnimatedCredits';
import './credits.css';

/** The header's live balance chip (signed in only; mount keyed by user id). */
export function CreditBalanceBadge() {
  const { balance, loading, error, retry } = useLiveCreditBalance(true);

  if (loading) {
    return (
      <span className="credit-chip credit-chip--loading" aria-busy="true" aria-label="Loading credits">
        <span className="skeleton skeleton--text" style={{ width: '5.5rem' }} />
      </span>
    );
  }
  if (error || !balance) {
    return (
      <button type="button" className="credit-chip credit-chip--error" onClick={retry} title={error ?? 'Credits unavailable'}>
        Credits unavailable · Retry
      </button>
    );
  }
  return (
    <span className="credit-chip" title="Your credit balance">
      <CoinIcon />
      <AnimatedCredits
        value={balance.balance}
        unlimited={balance.plan === 'ENTERPRISE'}
        testId="credit-balance"
        className="credit-chip__value"
      />
    </span>
  );
}

function CoinIcon() {
  return (
    <svg className="credit-chip__icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10 5.5l1.3 2.9 3.1.3-2.3 2.1.7 3.1L10 12.3l-2.8 1.6.7-3.1-2.3-2.1 3.1-.3z" fill="currentColor" />
    </svg>
  );
}
