import { useQuery } from '@apollo/client/react';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import { Logo } from '../../../shared/components/Logo';
import { useSession } from '../../../shared/session/useSession';
import { OperatorStatusQuery } from '../graphql/operatorStatusQuery';
import { JobsSection } from './JobsSection';
import { LatencySection } from './LatencySection';
import { ProcessesSection } from './ProcessesSection';
import { QueuesSection } from './QueuesSection';
import './operator.css';

/** Seconds between refreshes: live enough to watch a creation move through the queue. */
const REFRESH_MS = 5_000;
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** /operator (issue 31): the processes, queues and jobs of the platform, for ADMIN_EMAILS. */
export function OperatorPage() {
  const session = useSession();
  return (
    <main className="operator-page">
      <header className="operator-page__header">
        <a href="/" aria-label="Back to your agents">
          <Logo />
        </a>
        <h1 className="page-heading__title">Operator</h1>
      </header>
      {session.status === 'loading' ? (
        <PanelSkeleton label="Loading the operator page" cards={3} />
      ) : session.status !== 'signedIn' ? (
        <SignInPrompt
          testId="operator-sign-in"
          title="Sign In to Operate"
          description="The operator page shows the platform's processes, queues and jobs to its operators."
        />
      ) : (
        <OperatorStatusView />
      )}
    </main>
  );
}

function OperatorStatusView() {
  const { data, error, loading, refetch } = useQuery(OperatorStatusQuery, {
    pollInterval: REFRESH_MS,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const status = data?.operatorStatus;
  if (!status && loading) return <PanelSkeleton label="Loading the operator page" cards={3} />;
  if (!status) {
    return (
      <ErrorState
        title="The operator page could not load"
        message={error?.message ?? 'No answer from the gateway.'}
        onRetry={() => void refetch().catch(() => undefined)}
        retryLabel="Try Again"
      />
    );
  }
  return (
    <div className="operator-page__sections">
      <p className="operator-page__updated" aria-live="polite">
        Updated {timeFormat.format(new Date(status.checkedAt))}; refreshes every {REFRESH_MS / 1000} s.
        {error && <span className="operator-page__stale"> The last refresh failed: {error.message}</span>}
      </p>
      <JobsSection jobs={status.jobs ?? null} />
      <QueuesSection streams={status.streams} />
      <ProcessesSection processes={status.processes} />
      <LatencySection processes={status.processes} />
    </div>
  );
}
