import { EmptyState } from '../../../shared/components/EmptyState';

/** No public agents at all yet. */
export function CommunityEmpty({ onGoToCreate }: { onGoToCreate: () => void }) {
  return (
    <EmptyState
      testId="community-empty"
      icon={
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="9" cy="8.5" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <circle cx="16.5" cy="9.5" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path
            d="M3 19.5c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5M15 14.3c3.2-.4 6 1.6 6 5.2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
      }
      title="No community agents yet"
      description="Agents that creators make public will show up here to browse, vote for and clone."
      action={
        <button type="button" className="button button--secondary" onClick={onGoToCreate}>
          Create the first one
        </button>
      }
    />
  );
}
