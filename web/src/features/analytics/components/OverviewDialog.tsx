import { ActionModal } from '../../../shared/components/ActionModal';
import type { DateRange } from '../hooks/useAgentAnalytics';
import type { Analytics } from '../model/analyticsTypes';
import { exportUrl } from '../model/exportUrl';
import { averageLabel } from '../model/tileFaces';

interface OverviewDialogProps {
  agentId: string;
  timeZone: string;
  range: DateRange;
  analytics: Analytics;
  onClose: () => void;
}

/** Spec 003 2.1 Overview: Total Chats, Total Messages, Avg Messages, and Export Data (the JSON file of section 3; also CSV). */
export function OverviewDialog({ agentId, timeZone, range, analytics, onClose }: OverviewDialogProps) {
  const stats = [
    { id: 'chats', label: 'Total Chats', value: analytics.totalConversations },
    { id: 'messages', label: 'Total Messages', value: analytics.totalMessages },
    {
      id: 'average',
      label: 'Avg Messages',
      value: averageLabel(analytics.averageMessagesPerConversation),
      hint: 'per conversation',
    },
  ];
  return (
    <ActionModal
      title="Overview"
      subtitle="Conversations in the selected range"
      size="large"
      onClose={onClose}
      testId="analytics-overview"
    >
      <div className="analytics__stats">
        {stats.map((stat) => (
          <div key={stat.id} className="analytics-stat" data-testid={`analytics-stat-${stat.id}`}>
            <span className="analytics-stat__label">{stat.label}</span>
            <strong className="analytics-stat__value">{stat.value}</strong>
            {stat.hint && <span className="analytics-stat__hint">{stat.hint}</span>}
          </div>
        ))}
        <div className="analytics-stat analytics-stat--export" data-testid="analytics-export">
          <span className="analytics-stat__label">Export Data</span>
          <a
            className="button button--primary button--small"
            href={exportUrl(agentId, timeZone, range.from, range.to, 'json')}
            download
            data-testid="analytics-export-json"
          >
            Download JSON
          </a>
          <a
            className="button button--secondary button--small"
            href={exportUrl(agentId, timeZone, range.from, range.to, 'csv')}
            download
            data-testid="analytics-export-csv"
          >
            CSV
          </a>
        </div>
      </div>
    </ActionModal>
  );
}
