import { useId, useState } from 'react';
import type { DateRange } from '../hooks/useAgentAnalytics';
import { shortDayLabel } from '../model/calendarDay';
import { dateRangeLimits, rangeToApply } from '../model/dateRangeLimits';

interface DateRangeControlProps {
  range: DateRange;
  onRange: (range: DateRange) => void;
  latestDay: string | null;
}

function rangeLabel({ from, to }: DateRange): string {
  if (from && to) return `${shortDayLabel(from)} – ${shortDayLabel(to)}`;
  if (from) return `From ${shortDayLabel(from)}`;
  if (to) return `Until ${shortDayLabel(to)}`;
  return 'All dates';
}

/** Spec 003 2.1 and 5: a button opening Start Date / End Date with Apply, Cancel and Clear, each date limited by the other. */
export function DateRangeControl({ range, onRange, latestDay }: DateRangeControlProps) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const panelId = useId();
  const limits = dateRangeLimits(start, end, latestDay);
  const toApply = rangeToApply(start, end);

  const show = () => {
    setStart(range.from ?? '');
    setEnd(range.to ?? '');
    setOpen(true);
  };
  const finish = (next?: DateRange) => {
    if (next) onRange(next);
    setOpen(false);
  };

  return (
    <div className="analytics__range">
      <button
        type="button"
        className={`button button--secondary button--small${range.from || range.to ? ' analytics__range-button--active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? finish() : show())}
        data-testid="analytics-date-range"
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
        {rangeLabel(range)}
      </button>
      {open && (
        <div
          id={panelId}
          className="analytics__range-panel card"
          role="group"
          aria-label="Date range"
          onKeyDown={(event) => {
            // Escape closes this panel first, not the whole modal.
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              finish();
            }
          }}
        >
          <label className="field">
            <span className="field__label">Start Date</span>
            <input
              type="date"
              className="input"
              value={start}
              max={limits.startMax}
              onChange={(event) => setStart(event.target.value)}
              data-testid="analytics-start-date"
              autoFocus
            />
          </label>
          <label className="field">
            <span className="field__label">End Date</span>
            <input
              type="date"
              className="input"
              value={end}
              min={limits.endMin}
              onChange={(event) => setEnd(event.target.value)}
              data-testid="analytics-end-date"
            />
          </label>
          <div className="analytics__range-actions">
            <button type="button" className="button button--ghost button--small" onClick={() => finish({ from: null, to: null })}>
              Clear
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => finish()}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={!toApply}
              onClick={() => toApply && finish(toApply)}
              data-testid="analytics-apply-range"
            >
              Apply
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
