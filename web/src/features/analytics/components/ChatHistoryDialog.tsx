import { useMemo, useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ErrorState } from '../../../shared/components/ErrorState';
import { useConversationsOnDay } from '../hooks/useConversationsOnDay';
import type { HistoryFocus } from '../hooks/useHeatmapJump';
import type { Analytics } from '../model/analyticsTypes';
import { dayLabel, monthOf } from '../model/calendarDay';
import { dayInZone } from '../model/zonedTime';
import { ConversationItem } from './ConversationItem';
import { MonthCalendar } from './MonthCalendar';

interface ChatHistoryDialogProps {
  agentId: string;
  timeZone: string;
  analytics: Analytics;
  /** Opened from the heatmap: that day, that conversation selected. */
  focus: HistoryFocus | null;
  onClose: () => void;
}

/** Spec 003 2.1 Chat History: a month calendar and the chosen day's conversations (spec 003 section 4: a new day collapses them). */
export function ChatHistoryDialog({ agentId, timeZone, analytics, focus, onClose }: ChatHistoryDialogProps) {
  const counts = useMemo(
    () => new Map(analytics.conversationsByDay.map((entry) => [entry.day, entry.conversations])),
    [analytics],
  );
  const latestDay = analytics.latest ? dayInZone(analytics.latest, timeZone) : null;
  const [month, setMonth] = useState(() => monthOf(focus?.day ?? latestDay ?? dayInZone(new Date().toISOString(), timeZone)));
  const [day, setDay] = useState<string | null>(focus?.day ?? null);
  const [selected, setSelected] = useState<string | null>(focus?.conversationId ?? null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(focus?.conversationId ? [focus.conversationId] : []),
  );
  const { conversations, loading, error, retry } = useConversationsOnDay(agentId, timeZone, day);

  const selectDay = (next: string) => {
    setDay(next);
    setSelected(null);
    setExpanded(new Set());
  };
  const toggle = (id: string) => {
    setSelected(id);
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <ActionModal title="Chat History" subtitle="Conversations by day" size="full" onClose={onClose} testId="analytics-history">
      <div className="analytics-history">
        <MonthCalendar month={month} onMonth={setMonth} counts={counts} selected={day} onSelect={selectDay} />
        <section className="analytics-history__day" aria-live="polite" data-testid="analytics-day">
          {!day ? (
            <p className="action-modal__text">Select a date from the calendar</p>
          ) : (
            <>
              <h3 className="analytics-history__title">{dayLabel(day)}</h3>
              {error ? (
                <ErrorState title="Error loading analytics" message={error} onRetry={retry} retryLabel="Try Again" />
              ) : loading ? (
                <p className="action-modal__text" role="status">
                  Loading conversation history...
                </p>
              ) : conversations.length === 0 ? (
                <p className="action-modal__text">No conversations on this day.</p>
              ) : (
                <ol className="analytics-conversations">
                  {conversations.map((conversation, index) => (
                    <ConversationItem
                      key={conversation.id}
                      conversation={conversation}
                      number={index + 1}
                      timeZone={timeZone}
                      selected={conversation.id === selected}
                      expanded={expanded.has(conversation.id)}
                      onToggle={() => toggle(conversation.id)}
                    />
                  ))}
                </ol>
              )}
            </>
          )}
        </section>
      </div>
    </ActionModal>
  );
}
