import { EmptyState } from '../../../shared/components/EmptyState';

/** Filters that match nothing: say so, and offer to show every community agent again. */
export function CommunityNoMatch({ onReset }: { onReset: () => void }) {
  return (
    <EmptyState
      testId="community-no-match"
      title="No agents match these filters"
      description="Try another category or search, or see every community agent."
      action={
        <button type="button" className="button button--secondary" onClick={onReset}>
          Show all agents
        </button>
      }
    />
  );
}
