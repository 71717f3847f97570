/** Spec 002 2.1: the loading gallery has 8 placeholders. */
const PLACEHOLDERS = 8;

/** The gallery while it loads, with its title row in place so nothing jumps when it arrives. */
export function AgentGridSkeleton() {
  return (
    <div className="my-agents">
      <div className="my-agents__toolbar" aria-hidden="true">
        <span className="skeleton my-agents__title-placeholder" />
        <span className="skeleton my-agents__search-placeholder" />
      </div>
      <div className="agent-grid" role="status" aria-busy="true" aria-label="Loading your agents" data-testid="my-agents-loading">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <div key={index} className="agent-grid__placeholder">
            <span className="skeleton agent-grid__placeholder-media" />
            <span className="skeleton skeleton--text" style={{ width: '60%' }} />
            <span className="skeleton skeleton--text" style={{ width: '85%' }} />
          </div>
        ))}
      </div>
    </div>
  );
}
