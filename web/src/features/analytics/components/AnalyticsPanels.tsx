import type { ReactNode } from 'react';
import type { DateRange } from '../hooks/useAgentAnalytics';
import type { HistoryFocus } from '../hooks/useHeatmapJump';
import type { Analytics } from '../model/analyticsTypes';
import type { AnalyticsPanel } from './AnalyticsTiles';
import { ChatHistoryDialog } from './ChatHistoryDialog';
import { DayOfWeekDialog } from './DayOfWeekDialog';
import { HeatmapDialog } from './HeatmapDialog';
import { LatencyDialog } from './LatencyDialog';
import { MinutesDialog } from './MinutesDialog';
import { OverviewDialog } from './OverviewDialog';
import { ProductsDialog } from './ProductsDialog';
import { UnansweredDialog } from './UnansweredDialog';

interface AnalyticsPanelsProps {
  panel: AnalyticsPanel;
  agentId: string;
  /** The agent's FAQ editor, opened from Unanswered Questions. */
  renderFaq: (onClose: () => void) => ReactNode;
  timeZone: string;
  range: DateRange;
  analytics: Analytics;
  focus: HistoryFocus | null;
  /** The heatmap picked a day (and conversation): Chat History opens on it. */
  onFocus: (focus: HistoryFocus) => void;
  onClose: () => void;
}

/** The sub-dialog of the open tile, stacked over the Analytics modal (Escape closes the top one). */
export function AnalyticsPanels({
  panel,
  agentId,
  renderFaq,
  timeZone,
  range,
  analytics,
  focus,
  onFocus,
  onClose,
}: AnalyticsPanelsProps) {
  switch (panel) {
    case 'overview':
      return <OverviewDialog agentId={agentId} timeZone={timeZone} range={range} analytics={analytics} onClose={onClose} />;
    case 'history':
      return (
        <ChatHistoryDialog
          key={focus ? `${focus.day}-${focus.conversationId}` : 'history'}
          agentId={agentId}
          timeZone={timeZone}
          analytics={analytics}
          focus={focus}
          onClose={onClose}
        />
      );
    case 'weekday':
      return <DayOfWeekDialog counts={analytics.conversationsByWeekday} onClose={onClose} />;
    case 'heatmap':
      return <HeatmapDialog agentId={agentId} timeZone={timeZone} analytics={analytics} onPick={onFocus} onClose={onClose} />;
    case 'products':
      return <ProductsDialog products={analytics.products} onClose={onClose} />;
    case 'latency':
      return <LatencyDialog stages={analytics.latency} onClose={onClose} />;
    case 'unanswered':
      return <UnansweredDialog renderFaq={renderFaq} timeZone={timeZone} entries={analytics.unanswered} onClose={onClose} />;
    case 'minutes':
      return <MinutesDialog minutes={analytics.minutes} onClose={onClose} />;
  }
}
