import type { OperatorStatusQuery } from '../../../gql/graphql';
import { formatLatency, latencyLabel } from '../model/operatorFormat';

type Process = OperatorStatusQuery['operatorStatus']['processes'][number];

/** p50 / p95 over the last hour, per process and histogram, from the processes' own metrics. */
export function LatencySection({ processes }: { processes: readonly Process[] }) {
  const rows = processes.flatMap((process) =>
    process.latencies.map((latency) => ({ process: process.name, instance: process.instance, ...latency })),
  );
  return (
    <section className="operator-section" aria-labelledby="operator-latency">
      <h2 id="operator-latency">Latency, last hour</h2>
      {rows.length === 0 ? (
        <p className="operator-section__note">Nothing measured in the last hour yet.</p>
      ) : (
        <div className="operator-table-wrap">
          <table className="operator-table">
            <caption className="visually-hidden">Latency percentiles over the last hour</caption>
            <thead>
              <tr>
                <th scope="col">Process</th>
                <th scope="col">What</th>
                <th scope="col">Count</th>
                <th scope="col">p50</th>
                <th scope="col">p95</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.instance}/${row.metric}/${row.group ?? ''}`}>
                  <td>{row.process}</td>
                  <td>{latencyLabel(row.metric, row.group ?? null)}</td>
                  <td>{row.count}</td>
                  <td>{formatLatency(row.p50Seconds)}</td>
                  <td>{formatLatency(row.p95Seconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
