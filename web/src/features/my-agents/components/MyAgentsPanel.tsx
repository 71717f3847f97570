import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import type { Session } from '../../session/hooks/useSession';

interface MyAgentsPanelProps {
  session: Session;
  onGoToCreate: () => void;
}

/** The signed-in user's agents; for now only the empty state (the gallery comes later). */
export function MyAgentsPanel({ session, onGoToCreate }: MyAgentsPanelProps) {
  if (session.status === 'loading') return <PanelSkeleton label="Loading your agents" cards={4} />;
  if (session.status === 'error') {
    return (
      <ErrorState
        title="Error Loading Agents"
        message="We could not load your session, so your agents cannot be shown."
        detail={session.message}
        onRetry={session.retry}
      />
    );
  }
  return (
    <EmptyState
      testId="my-agents-empty"
      icon={
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <rect x="3.5" y="3.5" width="7" height="7" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <rect x="13.5" y="3.5" width="7" height="7" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <rect x="3.5" y="13.5" width="7" height="7" rx="2" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path d="M17 14v6M14 17h6" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
        </svg>
      }
      title="Your Agent Collection is Empty"
      description="No agents yet. Describe your first one and it will appear here while it is being generated."
      action={
        <button type="button" className="button button--primary" onClick={onGoToCreate}>
          Go to Create
        </button>
      }
    />
  );
}
