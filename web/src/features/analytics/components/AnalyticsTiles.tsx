import type { Analytics } from '../model/analyticsTypes';
import { averageLabel, busiestIndex, chatsLabel, WEEKDAYS } from '../model/tileFaces';
import { heatmapRows } from '../model/heatmapRows';
import { latencyLabel, stageLabel } from '../model/latencyLabels';
import { AnalyticsTile } from './AnalyticsTile';

export type AnalyticsPanel = 'overview' | 'history' | 'weekday' | 'heatmap' | 'products' | 'latency' | 'unanswered' | 'minutes';

/** The busiest hour of the heatmap, as "Tue 14:00". */
function busiestCell(analytics: Analytics): string {
  const { rows, max } = heatmapRows(analytics.heatmap);
  for (const row of rows) {
    const weekday = row.counts.indexOf(max);
    if (max > 0 && weekday >= 0) return `${WEEKDAYS[weekday]} ${row.label}`;
  }
  return '—';
}

/** Spec 003 2.1 tiles, then the creator's extras (latency, unanswered questions, minutes). */
export function AnalyticsTiles({ analytics, onOpen }: { analytics: Analytics; onOpen: (panel: AnalyticsPanel) => void }) {
  const activeDays = analytics.conversationsByDay.filter((entry) => entry.conversations > 0).length;
  const busiestDay = busiestIndex(analytics.conversationsByWeekday);
  // The figure a visitor feels most: the first token of the reply (else whichever stage was timed).
  const firstToken =
    analytics.latency.find((stage) => stage.stage === 'firstToken' && stage.p50Ms != null) ??
    analytics.latency.find((stage) => stage.p50Ms != null);
  const unanswered = analytics.unanswered.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <div className="analytics__tiles" data-testid="analytics-tiles">
      <AnalyticsTile
        id="overview"
        label="Overview"
        value={chatsLabel(analytics.totalConversations)}
        hint={`${analytics.totalMessages} messages · ${averageLabel(analytics.averageMessagesPerConversation)} per chat · Export`}
        onClick={() => onOpen('overview')}
      />
      <AnalyticsTile
        id="history"
        label="Chat History"
        value={`${activeDays} ${activeDays === 1 ? 'day' : 'days'}`}
        hint="Calendar of every conversation"
        onClick={() => onOpen('history')}
      />
      <AnalyticsTile
        id="weekday"
        label="Day of Week"
        value={busiestDay === null ? '—' : WEEKDAYS[busiestDay]}
        hint="Conversations per weekday"
        onClick={() => onOpen('weekday')}
      />
      <AnalyticsTile
        id="heatmap"
        label="Activity Heatmap"
        value={busiestCell(analytics)}
        hint="Messages by hour and weekday"
        onClick={() => onOpen('heatmap')}
      />
      {analytics.products.length > 0 && (
        <AnalyticsTile
          id="products"
          label="Products"
          value={analytics.products.length}
          hint="Products the agent mentioned"
          onClick={() => onOpen('products')}
        />
      )}
      <AnalyticsTile
        id="latency"
        label="Latency"
        value={latencyLabel(firstToken?.p50Ms)}
        hint={
          firstToken ? `p50 of ${stageLabel(firstToken.stage).toLowerCase()}; p95 per stage` : 'p50 / p95 per stage of a turn'
        }
        onClick={() => onOpen('latency')}
      />
      <AnalyticsTile
        id="unanswered"
        label="Unanswered Questions"
        value={unanswered}
        hint="Questions the FAQ could not answer"
        onClick={() => onOpen('unanswered')}
      />
      <AnalyticsTile
        id="minutes"
        label="Minutes"
        value={`${analytics.minutes.billed.toFixed(1)} min`}
        hint="Billed vs connected"
        onClick={() => onOpen('minutes')}
      />
    </div>
  );
}
