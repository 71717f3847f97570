import type { AgentDisplayStatus } from '../../../gql/graphql';
import { displayStatusLabel } from '../model/displayStatusLabel';

/** The card's top-left status badge with spec 002 4.1's label. */
export function AgentStatusBadge({ status }: { status: AgentDisplayStatus }) {
  const { label, tone } = displayStatusLabel(status);
  return (
    <span className={`agent-badge agent-badge--${tone}`} data-testid="agent-card-status">
      <span className="agent-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
