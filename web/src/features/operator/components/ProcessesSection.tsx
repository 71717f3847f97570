import type { OperatorStatusQuery } from '../../../gql/graphql';
import { formatBytes, formatUptime } from '../model/operatorFormat';

type Process = OperatorStatusQuery['operatorStatus']['processes'][number];

/** Every process that answered on the bus just now (a missing service is a stopped one). */
export function ProcessesSection({ processes }: { processes: readonly Process[] }) {
  return (
    <section className="operator-section" aria-labelledby="operator-processes">
      <h2 id="operator-processes">Processes on the bus</h2>
      <div className="operator-table-wrap">
        <table className="operator-table">
          <caption className="visually-hidden">Processes</caption>
          <thead>
            <tr>
              <th scope="col">Process</th>
              <th scope="col">Instance</th>
              <th scope="col">Version</th>
              <th scope="col">Up</th>
              <th scope="col">Memory</th>
            </tr>
          </thead>
          <tbody>
            {processes.map((process) => (
              <tr key={`${process.name}@${process.instance}`}>
                <td>{process.name}</td>
                <td className="operator-table__mono">{process.instance}</td>
                <td>{process.version}</td>
                <td>{formatUptime(process.uptimeSeconds)}</td>
                <td>{formatBytes(process.rssBytes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
