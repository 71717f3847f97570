import { AgentCardPlaceholder } from '../../../shared/agents/components/AgentCardPlaceholder';
import { AgentGalleryLoading } from '../../../shared/agents/components/AgentGalleryLoading';
import './AgentGrid.css';
import './my-agents.css';

/** Spec 002 2.1: the loading gallery has 8 placeholders. */
const PLACEHOLDERS = 8;

/** The gallery while it loads, with its title row in place so nothing jumps when it arrives. */
export function AgentGridSkeleton() {
  return (
    <div className="my-agents">
      <div className="gallery-head my-agents__toolbar" aria-hidden="true">
        <span className="skeleton my-agents__title-placeholder" />
        <span className="skeleton my-agents__search-placeholder" />
      </div>
      <AgentGalleryLoading label="Loading your agents" testId="my-agents-loading">
        <div className="agent-grid">
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <AgentCardPlaceholder key={index} />
          ))}
        </div>
      </AgentGalleryLoading>
    </div>
  );
}
