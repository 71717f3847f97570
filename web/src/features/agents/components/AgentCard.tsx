import { useState, type CSSProperties } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { UNTITLED_AGENT } from '../display/untitledAgent';
import { needsFaceHelp } from '../status/needsFaceHelp';
import { showsProgress } from '../status/showsProgress';
import { AgentPreview } from './AgentPreview';
import { AgentProgress } from './AgentProgress';
import { AgentStatusBadge } from './AgentStatusBadge';
import { FaceHelpOverlay } from './FaceHelpOverlay';
import './agents.css';

const TRY_AGAIN = 'Create a new agent to try again';

interface AgentCardProps {
  agent: AgentCardFieldsFragment;
  /** My-agents cards: 'Click to share, edit, and launch'. */
  tooltip?: string;
  onMarkFace?: (agent: AgentCardFieldsFragment) => void;
  style?: CSSProperties;
}

/** Spec 002 2.5: badge, poster or placeholder, hover video, name, description, progress, help overlay. */
export function AgentCard({ agent, tooltip, onMarkFace, style }: AgentCardProps) {
  const [active, setActive] = useState(false);
  const name = agent.name || UNTITLED_AGENT;
  const failed = agent.displayStatus === 'failed' || agent.displayStatus === 'error';
  const failureText = agent.failureText || TRY_AGAIN;
  const poster = agent.posterUrl ?? agent.imageUrl;
  const helpNeeded = needsFaceHelp(agent);

  return (
    <article
      className={failed && !poster ? 'agent-card agent-card--failed-empty' : 'agent-card'}
      style={style}
      tabIndex={0}
      aria-label={name}
      data-testid="agent-card"
      data-agent-id={agent.id}
      data-display-status={agent.displayStatus}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
      }}
    >
      <div className="agent-card__media">
        <AgentPreview posterUrl={poster} videoUrl={agent.videoUrl} name={name} active={active} failed={failed} />
        <div className="agent-card__badge">
          <AgentStatusBadge status={agent.displayStatus} />
        </div>
        {onMarkFace && helpNeeded && <FaceHelpOverlay onMarkFace={() => onMarkFace(agent)} />}
      </div>
      <div className="agent-card__body">
        <h3 className="agent-card__name">{name}</h3>
        {agent.description && <p className="agent-card__description">{agent.description}</p>}
        {showsProgress(agent.displayStatus) && <AgentProgress progress={agent.progress} paused={helpNeeded} />}
        {failed && (
          <p className="agent-card__failure" role="status" data-testid="agent-card-failure">
            {failureText.endsWith(TRY_AGAIN) ? failureText : `${failureText} ${TRY_AGAIN}`}
          </p>
        )}
      </div>
      {tooltip && (
        <span className="agent-card__tooltip" role="tooltip">
          {tooltip}
        </span>
      )}
    </article>
  );
}
