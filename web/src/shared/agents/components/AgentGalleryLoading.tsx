import type { ReactNode } from 'react';
import { useCyclingEmoji } from '../../hooks/useCyclingEmoji';
import './AgentGalleryLoading.css';

interface AgentGalleryLoadingProps {
  /** What is loading, for screen readers ('Loading your agents'). */
  label: string;
  testId: string;
  /** The gallery's placeholders, laid out as the gallery will be. */
  children: ReactNode;
}

/** Spec 002 2.4 / section 9: 'Loading Agents...' with an emoji that changes every 500 ms, over the placeholders. */
export function AgentGalleryLoading({ label, testId, children }: AgentGalleryLoadingProps) {
  const emoji = useCyclingEmoji(true, 500);
  return (
    <div className="agent-gallery-loading" role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <p className="agent-gallery-loading__text">
        <span className="agent-gallery-loading__emoji" aria-hidden="true">
          {emoji}
        </span>
        Loading Agents...
      </p>
      {children}
    </div>
  );
}
