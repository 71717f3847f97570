import './AgentCardPlaceholder.css';

/** One card-shaped placeholder of a loading gallery. */
export function AgentCardPlaceholder({ aspectRatio = '4 / 5' }: { aspectRatio?: string }) {
  return (
    <div className="agent-card-placeholder" aria-hidden="true">
      <span className="skeleton agent-card-placeholder__media" style={{ aspectRatio }} />
      <span className="skeleton skeleton--text" style={{ width: '60%' }} />
      <span className="skeleton skeleton--text" style={{ width: '85%' }} />
    </div>
  );
}
