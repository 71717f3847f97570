import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useId, useState } from 'react';
import type { ApiKeyUsageQuery as UsageReply } from '../../../gql/graphql';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ApiKeysQuery } from '../graphql/apiKeyOperations';
import { ApiKeyUsageQuery } from '../graphql/usageOperations';
import { errorRate, formatLatency } from '../model/usageFigures';
import './usage.css';

// The charts (and recharts with them) load only once there is usage to draw.
const UsageCharts = lazy(() => import('./UsageCharts').then((module) => ({ default: module.UsageCharts })));

const ALL = '';

/** The Developer tab's Usage (issue 29): requests, errors, credits and latency per day, per key or all keys, last 30 days. */
export function UsageCard() {
  const selectId = useId();
  const [chosen, setKeyId] = useState(ALL);
  const keys = useQuery(ApiKeysQuery);
  // A key revoked meanwhile leaves the list: show all keys again rather than a stale choice.
  const keyId = keys.data?.apiKeys.some((key) => key.id === chosen) ? chosen : ALL;
  const { data, loading, error, refetch } = useQuery(ApiKeyUsageQuery, {
    variables: { id: keyId || null },
    fetchPolicy: 'cache-and-network',
  });
  const usage = data?.apiKeyUsage;
  const reload = () => void refetch();

  return (
    <section className="card api-keys usage" aria-labelledby="usage-title" data-testid="usage-card">
      <header className="api-keys__header">
        <div>
          <h2 id="usage-title" className="developer__card-title">
            Usage
          </h2>
          <p className="developer__card-text">Requests made with your API keys over the last 30 days (UTC).</p>
        </div>
        <div className="usage__controls">
          <label htmlFor={selectId} className="usage__label">
            Key
          </label>
          <select
            id={selectId}
            className="usage__select"
            value={keyId}
            onChange={(event) => setKeyId(event.target.value)}
            data-testid="usage-key"
          >
            <option value={ALL}>All keys</option>
            {keys.data?.apiKeys.map((key) => (
              <option key={key.id} value={key.id}>
                {key.name} ({key.prefix}…)
              </option>
            ))}
          </select>
          <button type="button" className="button button--ghost" onClick={reload} data-testid="usage-refresh">
            Refresh
          </button>
        </div>
      </header>
      {!usage && loading ? (
        <PanelSkeleton label="Loading usage" cards={2} />
      ) : error && !usage ? (
        <ErrorState title="Failed to load" message="Your usage could not be loaded." detail={error.message} onRetry={reload} />
      ) : !usage || usage.totals.requests === 0 ? (
        <EmptyState
          testId="usage-empty"
          title="No requests yet"
          description="Calls made with an API key (Authorization: Bearer av_live_…) show up here within seconds."
        />
      ) : (
        <>
          <dl className="usage__totals" data-testid="usage-totals">
            <div>
              <dt>Requests</dt>
              <dd data-testid="usage-requests">{usage.totals.requests.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Errors</dt>
              <dd data-testid="usage-errors">
                {usage.totals.errors.toLocaleString('en-US')} ({errorRate(usage.totals.requests, usage.totals.errors)})
              </dd>
            </div>
            <div>
              <dt>Credits</dt>
              <dd data-testid="usage-credits">{usage.totals.credits.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>p50 / p95</dt>
              <dd data-testid="usage-latency">
                {formatLatency(usage.totals.p50Ms)} / {formatLatency(usage.totals.p95Ms)}
              </dd>
            </div>
          </dl>
          <Suspense fallback={<PanelSkeleton label="Loading charts" cards={2} />}>
            <UsageCharts days={usage.days} />
          </Suspense>
          <RouteTable routes={usage.routes} />
        </>
      )}
    </section>
  );
}

type UsageRoute = NonNullable<UsageReply['apiKeyUsage']>['routes'][number];

/** The busiest 20 routes or operations with their requests and errors. */
function RouteTable({ routes }: { routes: readonly UsageRoute[] }) {
  return (
    <div className="usage__routes">
      <h3 className="usage__subtitle">By route or operation</h3>
      <table data-testid="usage-routes">
        <thead>
          <tr>
            <th scope="col">Route / operation</th>
            <th scope="col">Requests</th>
            <th scope="col">Errors</th>
          </tr>
        </thead>
        <tbody>
          {routes.slice(0, 20).map((route) => (
            <tr key={route.route}>
              <td>
                <code>{route.route}</code>
              </td>
              <td>{route.requests.toLocaleString('en-US')}</td>
              <td>{route.errors.toLocaleString('en-US')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
