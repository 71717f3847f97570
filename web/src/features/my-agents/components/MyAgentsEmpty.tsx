import { EmptyState } from '../../../shared/components/EmptyState';

/** Spec 002 2.1 empty state with its 'Go to Create' button. */
export function MyAgentsEmpty({ onGoToCreate }: { onGoToCreate: () => void }) {
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
