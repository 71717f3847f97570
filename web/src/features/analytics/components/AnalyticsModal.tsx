import { useState, type ReactNode } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { useAgentAnalytics, type DateRange } from '../hooks/useAgentAnalytics';
import type { HistoryFocus } from '../hooks/useHeatmapJump';
import { DEFAULT_TIME_ZONE } from '../model/timeZones';
import { AnalyticsTiles, type AnalyticsPanel } from './AnalyticsTiles';
import { AnalyticsToolbar } from './AnalyticsToolbar';
import { AnalyticsPanels } from './AnalyticsPanels';
import './analytics.css';

const NO_RANGE: DateRange = { from: null, to: null };

interface AnalyticsModalProps {
  agentId: string;
  agentName: string;
  /** The agent's FAQ editor (from the knowledge feature, put in by the app), for Unanswered Questions. */
  renderFaq: (onClose: () => void) => ReactNode;
  onClose: () => void;
}

/** Spec 003 2.1: the owner's conversation analytics for one agent, every state, a toolbar and tiles. */
export function AnalyticsModal({ agentId, agentName, renderFaq, onClose }: AnalyticsModalProps) {
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [range, setRange] = useState<DateRange>(NO_RANGE);
  const [panel, setPanel] = useState<AnalyticsPanel | null>(null);
  const [focus, setFocus] = useState<HistoryFocus | null>(null);
  const { analytics, loading, error, retry } = useAgentAnalytics(agentId, timeZone, range);
  const filtered = Boolean(range.from || range.to);
  const clearFilter = () => setRange(NO_RANGE);

  let body;
  if (error) {
    body = <ErrorState title="Error loading analytics" message={error} onRetry={retry} retryLabel="Try Again" />;
  } else if (!analytics) {
    body = (
      <p className="analytics__loading" role="status" data-testid="analytics-loading">
        <span className="spinner spinner--inline" aria-hidden="true" /> Loading conversation history...
      </p>
    );
  } else if (analytics.totalConversations === 0 && !filtered) {
    body = (
      <EmptyState
        title="No conversations found"
        description="This agent hasn't had any conversations to analyze."
        testId="analytics-empty"
      />
    );
  } else {
    body = (
      <>
        <AnalyticsToolbar
          timeZone={timeZone}
          onTimeZone={setTimeZone}
          range={range}
          onRange={setRange}
          latest={analytics.latest}
          busy={loading}
        />
        {analytics.totalConversations === 0 ? (
          <EmptyState
            title="No conversations found"
            description="No conversations found in the selected date range. Try adjusting the filter"
            action={
              <button
                type="button"
                className="button button--secondary"
                onClick={clearFilter}
                data-testid="analytics-clear-filter"
              >
                Clear Filter
              </button>
            }
            testId="analytics-empty"
          />
        ) : (
          <AnalyticsTiles analytics={analytics} onOpen={setPanel} />
        )}
      </>
    );
  }

  return (
    <ActionModal
      title="Analytics"
      subtitle={
        <>
          Conversation insights for the agent <span className="analytics__agent-name">{agentName}</span>
        </>
      }
      size="full"
      onClose={onClose}
      testId="analytics-modal"
    >
      {body}
      {analytics && panel && (
        <AnalyticsPanels
          panel={panel}
          agentId={agentId}
          renderFaq={renderFaq}
          timeZone={timeZone}
          range={range}
          analytics={analytics}
          focus={focus}
          onFocus={(next) => {
            setFocus(next);
            setPanel('history');
          }}
          onClose={() => {
            setPanel(null);
            setFocus(null);
          }}
        />
      )}
    </ActionModal>
  );
}
