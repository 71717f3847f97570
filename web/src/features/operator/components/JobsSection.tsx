import type { OperatorStatusQuery } from '../../../gql/graphql';

type Jobs = NonNullable<OperatorStatusQuery['operatorStatus']['jobs']>;
const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Agent creation jobs: live counts and the latest failures with their reason. */
export function JobsSection({ jobs }: { jobs: Jobs | null }) {
  return (
    <section className="operator-section" aria-labelledby="operator-jobs">
      <h2 id="operator-jobs">Creation jobs</h2>
      {!jobs ? (
        <p className="operator-section__note" role="status">
          The media service did not answer: its jobs are unknown right now.
        </p>
      ) : (
        <>
          <dl className="operator-tiles">
            <Tile label="Queued" value={jobs.queued} />
            <Tile label="Running" value={jobs.running} />
            <Tile label="Waiting for the owner" value={jobs.paused} />
            <Tile label="Failed (24 h)" value={jobs.failedLastDay} alert={jobs.failedLastDay > 0} />
          </dl>
          {jobs.recentFailures.length === 0 ? (
            <p className="operator-section__note">No creation has failed.</p>
          ) : (
            <div className="operator-table-wrap">
              <table className="operator-table">
                <caption className="visually-hidden">Latest failed creations</caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Agent</th>
                    <th scope="col">Step</th>
                    <th scope="col">Reason</th>
                  </tr>
                </thead>
                <tbody>
                  {jobs.recentFailures.map((failure) => (
                    <tr key={`${failure.agentId}-${failure.failedAt}`}>
                      <td>{timeFormat.format(new Date(failure.failedAt))}</td>
                      <td className="operator-table__mono">{failure.agentId}</td>
                      <td>{failure.errorType}</td>
                      <td className="operator-table__reason">{failure.message || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

function Tile({ label, value, alert = false }: { label: string; value: number; alert?: boolean }) {
  return (
    <div className={`operator-tile${alert ? ' operator-tile--alert' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
