import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { useHeatmapJump, type HistoryFocus } from '../hooks/useHeatmapJump';
import type { Analytics } from '../model/analyticsTypes';
import { heatColour, heatStep, HEAT_STEPS } from '../model/heatStep';
import { heatmapRows } from '../model/heatmapRows';
import { messagesLabel, WEEKDAYS } from '../model/tileFaces';

interface HeatmapDialogProps {
  agentId: string;
  timeZone: string;
  analytics: Analytics;
  onPick: (focus: HistoryFocus) => void;
  onClose: () => void;
}

const LEGEND = Array.from({ length: HEAT_STEPS }, (_, index) => index + 1);

/**
 * Spec 003 2.1 Activity Heatmap: hours with messages × Monday to Sunday in the chosen zone, 10
 * steps and a Low–High legend. A cell is a button: it opens Chat History on the first day of
 * that weekday with a conversation in that hour, that conversation selected.
 */
export function HeatmapDialog({ agentId, timeZone, analytics, onPick, onClose }: HeatmapDialogProps) {
  const { rows, max } = heatmapRows(analytics.heatmap);
  const jump = useHeatmapJump(agentId, timeZone, analytics.conversationsByDay);
  const [finding, setFinding] = useState(false);
  const [missed, setMissed] = useState(false);

  const pick = async (weekday: number, hour: number) => {
    setFinding(true);
    setMissed(false);
    try {
      const focus = await jump(weekday, hour);
      if (focus) onPick(focus);
      else setMissed(true);
    } catch {
      setMissed(true);
    } finally {
      setFinding(false);
    }
  };

  return (
    <ActionModal
      title="Activity Heatmap"
      subtitle="Messages by hour and weekday"
      size="large"
      onClose={onClose}
      testId="analytics-heatmap"
    >
      {missed && <p className="field-error">No conversation found for that hour any more.</p>}
      <div className="analytics-heatmap" role="grid" aria-label="Messages by hour and weekday" aria-busy={finding}>
        <div className="analytics-heatmap__row" role="row">
          <span className="analytics-heatmap__corner" role="columnheader" />
          {WEEKDAYS.map((day) => (
            <span key={day} className="analytics-heatmap__head" role="columnheader">
              {day}
            </span>
          ))}
        </div>
        {rows.map((row) => (
          <div key={row.hour} className="analytics-heatmap__row" role="row" data-testid={`heatmap-row-${row.label}`}>
            <span className="analytics-heatmap__hour" role="rowheader">
              {row.label}
            </span>
            {row.counts.map((count, weekday) => {
              const step = heatStep(count, max);
              const label = `${WEEKDAYS[weekday]} ${row.label}: ${messagesLabel(count)}`;
              return (
                <span key={weekday} role="gridcell" className="analytics-heatmap__cell-wrap">
                  {count > 0 ? (
                    <button
                      type="button"
                      className={`analytics-heatmap__cell${step >= 6 ? ' analytics-heatmap__cell--strong' : ''}`}
                      style={{ background: heatColour(step) }}
                      aria-label={label}
                      title={label}
                      disabled={finding}
                      onClick={() => void pick(weekday, row.hour)}
                      data-testid={`heatmap-cell-${weekday}-${row.hour}`}
                    >
                      {count}
                    </button>
                  ) : (
                    <span className="analytics-heatmap__cell analytics-heatmap__cell--empty" aria-label={label} />
                  )}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <div className="analytics-heatmap__legend" aria-label="Colour scale from low to high">
        <span>Low</span>
        {LEGEND.map((step) => (
          <span key={step} className="analytics-heatmap__swatch" style={{ background: heatColour(step) }} />
        ))}
        <span>High</span>
      </div>
    </ActionModal>
  );
}
