import { useState } from 'react';
import type { CreditSummaryFieldsFragment } from '../../../gql/graphql';
import { useCheckout } from '../hooks/useCheckout';
import { LocalBillingNotice } from './PricingTab';

const QUICK_TOP_UPS = [1_000, 5_000, 10_000, 100_000] as const;
const numberFormat = new Intl.NumberFormat('en-US');
export const TOP_UP_INVALID = 'Please enter a valid amount between 1 and 100,000 credits.';

/** A custom amount is a whole number from 1 to 100,000 (spec 000 section 5). */
export function validTopUp(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const credits = Number(text.trim());
  return credits >= 1 && credits <= 100_000 ? credits : null;
}

const price = (credits: number) => `$${numberFormat.format(credits / 100)}`;

/** Quick and custom top-ups at $1 per 100 credits; not on Free or Enterprise, one at a time. */
export function TopUpPanel({ summary }: { summary: CreditSummaryFieldsFragment }) {
  const { running, topUp } = useCheckout();
  const [custom, setCustom] = useState('');
  const allowed = summary.plan === 'CREATOR' || summary.plan === 'PRO';
  const busy = running !== null || summary.pendingPayment !== null;
  const customCredits = validTopUp(custom);

  return (
    <article className="card top-up" data-testid="top-up">
      <h3 className="top-up__title">Top up credits</h3>
      {summary.billingMode === 'LOCAL' && <LocalBillingNotice />}
      {!allowed ? (
        <p className="top-up__text" data-testid="top-up-blocked">
          {summary.plan === 'ENTERPRISE'
            ? 'Enterprise credits are unlimited: nothing to top up.'
            : 'Top-ups are available on the Creator and Pro plans. Upgrade to add credits that roll over.'}
        </p>
      ) : (
        <>
          <p className="top-up__text">$1 per 100 credits. Top-up credits roll over from month to month.</p>
          <div className="top-up__quick">
            {QUICK_TOP_UPS.map((credits) => (
              <button
                key={credits}
                type="button"
                className="button button--secondary"
                disabled={busy}
                data-testid={`top-up-${credits}`}
                onClick={() => void topUp(credits)}
              >
                {running?.kind === 'top-up' && running.credits === credits ? 'Processing...' : `+${numberFormat.format(credits)}`}
                <small>{price(credits)}</small>
              </button>
            ))}
          </div>
          <form
            className="top-up__custom"
            onSubmit={(event) => {
              event.preventDefault();
              if (customCredits !== null) void topUp(customCredits).then(() => setCustom(''));
            }}
          >
            <label className="top-up__label" htmlFor="top-up-amount">
              Custom amount
            </label>
            <input
              id="top-up-amount"
              className="input"
              type="number"
              min={1}
              max={100000}
              step={1}
              inputMode="numeric"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              aria-invalid={custom !== '' && customCredits === null}
              aria-describedby="top-up-amount-help"
              data-testid="top-up-amount"
            />
            <button
              type="submit"
              className="button button--primary"
              disabled={busy || customCredits === null}
              data-testid="top-up-add"
            >
              {running?.kind === 'top-up' && running.credits === customCredits ? 'Processing...' : 'Add'}
            </button>
            <p id="top-up-amount-help" className={custom !== '' && customCredits === null ? 'field-error' : 'top-up__text'}>
              {custom !== '' && customCredits === null
                ? TOP_UP_INVALID
                : customCredits !== null
                  ? `${numberFormat.format(customCredits)} credits for ${price(customCredits)}`
                  : 'From 1 to 100,000 credits.'}
            </p>
          </form>
        </>
      )}
    </article>
  );
}
