import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { BusyButton } from '../../../shared/components/BusyButton';
import { CollectionPlansQuery, SetCollectionPlansMutation } from '../graphql/collectionPlans';

interface Row {
  code: string;
  description: string;
  billing_period: string;
  /** Blank: unlimited. */
  credits: string;
  is_initial: boolean;
  /** Dollars, as typed. */
  price: string;
}

const PERIODS = ['monthly', 'yearly', 'quarterly', 'custom'];
const emptyRow = (): Row => ({
  code: '',
  description: '',
  billing_period: 'monthly',
  credits: '1000',
  is_initial: false,
  price: '0',
});

/** The owner's plans for a collection: code, description, period, credits (blank = unlimited), price, the initial plan. */
export function CollectionPlansEditor({ collectionId }: { collectionId: string }) {
  const { data } = useQuery(CollectionPlansQuery, { variables: { collectionId }, fetchPolicy: 'network-only' });
  if (!data) return <p className="field__hint">Loading plans…</p>;
  const initial = data.collectionPlans.map((plan) => ({
    code: plan.code,
    description: plan.description,
    billing_period: plan.billing_period,
    credits: plan.credits === null || plan.credits === undefined ? '' : String(plan.credits),
    is_initial: plan.is_initial,
    price: (plan.priceCents / 100).toFixed(2),
  }));
  return <PlansForm collectionId={collectionId} initial={initial} />;
}

function PlansForm({ collectionId, initial }: { collectionId: string; initial: Row[] }) {
  const [save] = useMutation(SetCollectionPlansMutation, { refetchQueries: [CollectionPlansQuery] });
  const [rows, setRows] = useState<Row[]>(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const update = (index: number, change: Partial<Row>) =>
    setRows(
      rows.map((row, i) => (i === index ? { ...row, ...change } : change.is_initial ? { ...row, is_initial: false } : row)),
    );

  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const plans = rows.map((row) => ({
        code: row.code.trim(),
        description: row.description.trim(),
        billing_period: row.billing_period,
        credits: row.credits.trim() === '' ? null : Number(row.credits),
        is_initial: row.is_initial,
        priceCents: Math.round(Number(row.price || '0') * 100),
      }));
      await save({ variables: { id: collectionId, plans } });
      setMessage({ ok: true, text: 'Plans saved.' });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error ? error.message : 'Failed to update collection' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="collection-form" data-testid="collection-plans-editor">
      <p className="field__hint">
        Visitors subscribe to these plans; their credits pay for conversations with this collection's agents.
      </p>
      {rows.map((row, index) => (
        <fieldset key={index} className="plan-row">
          <input
            className="input"
            placeholder="code (membership_pro)"
            value={row.code}
            onChange={(event) => update(index, { code: event.target.value })}
            data-testid="plan-row-code"
          />
          <input
            className="input"
            placeholder="Description"
            value={row.description}
            onChange={(event) => update(index, { description: event.target.value })}
          />
          <select
            className="input"
            value={row.billing_period}
            onChange={(event) => update(index, { billing_period: event.target.value })}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                {period}
              </option>
            ))}
          </select>
          <input
            className="input"
            inputMode="numeric"
            placeholder="credits (blank = unlimited)"
            value={row.credits}
            onChange={(event) => update(index, { credits: event.target.value })}
            data-testid="plan-row-credits"
          />
          <input
            className="input"
            inputMode="decimal"
            placeholder="price $"
            value={row.price}
            onChange={(event) => update(index, { price: event.target.value })}
            data-testid="plan-row-price"
          />
          <label className="plan-row__initial">
            <input
              type="radio"
              name="initial-plan"
              checked={row.is_initial}
              onChange={() => update(index, { is_initial: true })}
            />{' '}
            Initial
          </label>
          <button type="button" className="button button--ghost" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
            Remove
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setRows([...rows, emptyRow()])}
        disabled={rows.length >= 10}
        data-testid="plan-row-add"
      >
        Add plan
      </button>
      {message && (
        <p className={message.ok ? 'field__hint' : 'field-error'} role="status" data-testid="plans-message">
          {message.text}
        </p>
      )}
      <BusyButton busy={busy} className="button--primary" onClick={() => void submit()} testId="plans-save">
        Save plans
      </BusyButton>
    </div>
  );
}
