import { monthGrid, monthLabel, shiftMonth } from '../model/calendarDay';
import { chatsLabel } from '../model/tileFaces';

const WEEK = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface MonthCalendarProps {
  month: string;
  onMonth: (month: string) => void;
  counts: ReadonlyMap<string, number>;
  selected: string | null;
  onSelect: (day: string) => void;
}

/** Spec 003 2.1: a month, Sunday to Saturday, previous / next month, and "N chats" on days with conversations. */
export function MonthCalendar({ month, onMonth, counts, selected, onSelect }: MonthCalendarProps) {
  return (
    <section className="analytics-calendar" aria-label="Calendar" data-testid="analytics-calendar">
      <div className="analytics-calendar__head">
        <button type="button" className="icon-button" aria-label="Previous month" onClick={() => onMonth(shiftMonth(month, -1))}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M12.5 4.5L7 10l5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
        <strong className="analytics-calendar__month" aria-live="polite" data-testid="analytics-calendar-month">
          {monthLabel(month)}
        </strong>
        <button type="button" className="icon-button" aria-label="Next month" onClick={() => onMonth(shiftMonth(month, 1))}>
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <path d="M7.5 4.5L13 10l-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="analytics-calendar__grid">
        {WEEK.map((day) => (
          <span key={day} className="analytics-calendar__weekday">
            {day}
          </span>
        ))}
        {monthGrid(month)
          .flat()
          .map((day, index) => {
            if (!day) return <span key={`blank-${index}`} className="analytics-calendar__blank" />;
            const count = counts.get(day) ?? 0;
            return (
              <button
                key={day}
                type="button"
                className={`analytics-calendar__day${count > 0 ? ' analytics-calendar__day--busy' : ''}`}
                aria-pressed={day === selected}
                disabled={count === 0}
                onClick={() => onSelect(day)}
                data-testid={`calendar-day-${day}`}
              >
                <span className="analytics-calendar__date">{Number(day.slice(8))}</span>
                {count > 0 && <span className="analytics-calendar__count">{chatsLabel(count)}</span>}
              </button>
            );
          })}
      </div>
    </section>
  );
}
