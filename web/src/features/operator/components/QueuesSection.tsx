import type { OperatorStatusQuery } from '../../../gql/graphql';
import { formatBytes } from '../model/operatorFormat';

type Stream = OperatorStatusQuery['operatorStatus']['streams'][number];
type Row = { stream: Stream; consumer: Stream['consumers'][number] | null };

/** JetStream: each stream's size and each durable consumer's backlog, work in flight and retries. */
export function QueuesSection({ streams }: { streams: readonly Stream[] }) {
  const rows = streams.flatMap((stream): Row[] =>
    stream.consumers.length === 0 ? [{ stream, consumer: null }] : stream.consumers.map((consumer) => ({ stream, consumer })),
  );
  return (
    <section className="operator-section" aria-labelledby="operator-queues">
      <h2 id="operator-queues">Queues</h2>
      {rows.length === 0 ? (
        <p className="operator-section__note">No JetStream stream answered.</p>
      ) : (
        <div className="operator-table-wrap">
          <table className="operator-table">
            <caption className="visually-hidden">JetStream streams and consumers</caption>
            <thead>
              <tr>
                <th scope="col">Stream</th>
                <th scope="col">Messages</th>
                <th scope="col">Consumer</th>
                <th scope="col">Backlog</th>
                <th scope="col">In flight</th>
                <th scope="col">Redelivered</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ stream, consumer }) => (
                <tr key={`${stream.name}/${consumer?.name ?? ''}`}>
                  <td className="operator-table__mono">{stream.name}</td>
                  <td title={formatBytes(stream.bytes)}>{stream.messages}</td>
                  <td className="operator-table__mono">{consumer?.name ?? '—'}</td>
                  <td className={consumer && consumer.pending > 0 ? 'operator-table__busy' : undefined}>
                    {consumer?.pending ?? '—'}
                  </td>
                  <td>{consumer?.ackPending ?? '—'}</td>
                  <td className={consumer && consumer.redelivered > 0 ? 'operator-table__warn' : undefined}>
                    {consumer?.redelivered ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
