import { useId } from 'react';
import type { DateRange } from '../hooks/useAgentAnalytics';
import { dayInZone } from '../model/zonedTime';
import { TIME_ZONES } from '../model/timeZones';
import { DateRangeControl } from './DateRangeControl';

interface AnalyticsToolbarProps {
  timeZone: string;
  onTimeZone: (zone: string) => void;
  range: DateRange;
  onRange: (range: DateRange) => void;
  /** The last conversation in the current figures (limits the start date when no end is set). */
  latest: string | null;
  busy: boolean;
}

/** Spec 003 2.1: the date-range button and the timezone selector. */
export function AnalyticsToolbar({ timeZone, onTimeZone, range, onRange, latest, busy }: AnalyticsToolbarProps) {
  const zoneId = useId();
  return (
    <div className="analytics__toolbar" data-testid="analytics-toolbar">
      <DateRangeControl range={range} onRange={onRange} latestDay={latest ? dayInZone(latest, timeZone) : null} />
      <label className="analytics__zone" htmlFor={zoneId}>
        <span>Time zone</span>
        <select
          id={zoneId}
          className="input analytics__zone-select"
          value={timeZone}
          onChange={(event) => onTimeZone(event.target.value)}
          data-testid="analytics-timezone"
        >
          {TIME_ZONES.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      {busy && <span className="spinner spinner--inline" role="status" aria-label="Updating" />}
    </div>
  );
}
