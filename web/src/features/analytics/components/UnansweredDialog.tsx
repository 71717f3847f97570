import { useState, type ReactNode } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import type { Analytics } from '../model/analyticsTypes';
import { dayInZone, timeInZone } from '../model/zonedTime';
import { shortDayLabel } from '../model/calendarDay';

type Entry = Analytics['unanswered'][number];

interface UnansweredDialogProps {
  /** The agent's FAQ editor (the knowledge feature's, passed in by the app), closed by onClose. */
  renderFaq: (onClose: () => void) => ReactNode;
  timeZone: string;
  entries: readonly Entry[];
  onClose: () => void;
}

/** Beyond the spec, for creators: the questions the FAQ had no answer for, most asked first, and a way to add answers. */
export function UnansweredDialog({ renderFaq, timeZone, entries, onClose }: UnansweredDialogProps) {
  const [faqOpen, setFaqOpen] = useState(false);
  const sorted = [...entries].sort((a, b) => b.count - a.count);
  return (
    <ActionModal
      title="Unanswered Questions"
      subtitle="Visitors asked these and the FAQ had no answer"
      size="large"
      onClose={onClose}
      testId="analytics-unanswered"
    >
      {sorted.length === 0 ? (
        <p className="action-modal__text">Every question in this range had an answer.</p>
      ) : (
        <ul className="analytics-unanswered">
          {sorted.map((entry) => (
            <li key={entry.question} className="analytics-unanswered__item" data-testid="analytics-unanswered-item">
              <span className="analytics-unanswered__question">{entry.question}</span>
              <span className="badge badge--muted">{entry.count}×</span>
              <span className="analytics-unanswered__when">
                last {shortDayLabel(dayInZone(entry.lastAskedAt, timeZone))}, {timeInZone(entry.lastAskedAt, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="action-modal__actions">
        <button type="button" className="button button--primary" onClick={() => setFaqOpen(true)} data-testid="analytics-add-faq">
          Add answers to the FAQ
        </button>
      </div>
      {faqOpen && renderFaq(() => setFaqOpen(false))}
    </ActionModal>
  );
}
