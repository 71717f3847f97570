import { ActionModal } from '../../../shared/components/ActionModal';
import type { Analytics } from '../model/analyticsTypes';

/** Beyond the spec, for creators: minutes billed to credits against the minutes visitors were connected. */
export function MinutesDialog({ minutes, onClose }: { minutes: Analytics['minutes']; onClose: () => void }) {
  const top = Math.max(minutes.billed, minutes.connected, 0.0001);
  const rows = [
    { id: 'billed', label: 'Billed', value: minutes.billed },
    { id: 'connected', label: 'Connected', value: minutes.connected },
  ];
  return (
    <ActionModal
      title="Minutes"
      subtitle="Billed vs connected, in the selected range"
      onClose={onClose}
      testId="analytics-minutes"
    >
      <div className="analytics-minutes">
        {rows.map((row) => (
          <div key={row.id} className="analytics-minutes__row" data-testid={`minutes-${row.id}`}>
            <span className="analytics-minutes__label">{row.label}</span>
            <span className="analytics-minutes__bar" aria-hidden="true">
              <span
                style={{ width: `${(row.value / top) * 100}%` }}
                className={`analytics-minutes__fill analytics-minutes__fill--${row.id}`}
              />
            </span>
            <strong>{row.value.toFixed(1)} min</strong>
          </div>
        ))}
      </div>
    </ActionModal>
  );
}
