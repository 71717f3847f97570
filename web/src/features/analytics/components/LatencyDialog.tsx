import { ActionModal } from '../../../shared/components/ActionModal';
import type { Analytics } from '../model/analyticsTypes';
import { latencyLabel, stageLabel } from '../model/latencyLabels';

type Stage = Analytics['latency'][number];

/** Beyond the spec, for creators: how fast the agent answered, p50 and p95 of each stage of a turn over the range. */
export function LatencyDialog({ stages, onClose }: { stages: readonly Stage[]; onClose: () => void }) {
  return (
    <ActionModal
      title="Latency"
      subtitle="Per turn, from the visitor's question"
      size="large"
      onClose={onClose}
      testId="analytics-latency"
    >
      {stages.length === 0 ? (
        <p className="action-modal__text">No turns were timed in this range.</p>
      ) : (
        <div className="analytics__table-wrap">
          <table className="analytics__table">
            <thead>
              <tr>
                <th scope="col">Stage</th>
                <th scope="col">p50</th>
                <th scope="col">p95</th>
                <th scope="col">Turns</th>
              </tr>
            </thead>
            <tbody>
              {stages.map((stage) => (
                <tr key={stage.stage} data-testid={`latency-${stage.stage}`}>
                  <th scope="row">{stageLabel(stage.stage)}</th>
                  <td>{latencyLabel(stage.p50Ms)}</td>
                  <td>{latencyLabel(stage.p95Ms)}</td>
                  <td>{stage.turns}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ActionModal>
  );
}
