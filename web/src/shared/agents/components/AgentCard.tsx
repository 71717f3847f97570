import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { useAgentActionDialog } from '../../agent-dialog/useAgentActionDialog';
import type { GalleryType } from '../../agent-dialog/galleryType';
import { useAuthDialog } from '../../session/useAuthDialog';
import { UNTITLED_AGENT } from '../../model/untitledAgent';
import { needsFaceHelp } from '../model/needsFaceHelp';
import { showsProgress } from '../model/showsProgress';
import { AgentCardVote } from './AgentCardVote';
import { AgentPreview } from './AgentPreview';
import { AgentProgress } from './AgentProgress';
import { AgentStatusBadge } from './AgentStatusBadge';
import { FaceHelpOverlay } from './FaceHelpOverlay';
import './agents.css';

const TRY_AGAIN = 'Create a new agent to try again';

interface AgentCardProps {
  agent: AgentCardFieldsFragment;
  /** The gallery the card sits in: the action dialog's tiles and the vote celebration depend on it. */
  gallery: GalleryType;
  signedIn: boolean;
  /** My-agents cards: 'Click to share, edit, and launch'. */
  tooltip?: string;
  /** The vote button with its count (my-agents and community cards). */
  showVotes?: boolean;
  /** The category chip (community cards). */
  showCategory?: boolean;
  /** The picture's aspect ratio (the masonry cycles through ten); 4 / 5 otherwise. */
  mediaAspectRatio?: string;
  onMarkFace?: (agent: AgentCardFieldsFragment) => void;
  style?: CSSProperties;
}

/**
 * Spec 002 2.5: badge, vote button, poster or placeholder, hover video, name, description,
 * category, progress, help overlay. A click (or Enter / Space) opens the action dialog, or the
 * sign-in dialog for a visitor who is not signed in.
 */
export function AgentCard(props: AgentCardProps) {
  const { agent, gallery, signedIn, tooltip, showVotes = false, showCategory = false, onMarkFace, style } = props;
  const [active, setActive] = useState(false);
  const actions = useAgentActionDialog();
  const { openAuthDialog } = useAuthDialog();
  const name = agent.name || UNTITLED_AGENT;
  const failed = agent.displayStatus === 'failed' || agent.displayStatus === 'error';
  const failureText = agent.failureText || TRY_AGAIN;
  const poster = agent.posterUrl ?? agent.imageUrl;
  const helpNeeded = needsFaceHelp(agent);

  const activate = () => {
    if (signedIn) actions.open(agent, gallery);
    else openAuthDialog('signIn');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed on the buttons inside the card are theirs.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };

  return (
    <article
      className={failed && !poster ? 'agent-card agent-card--failed-empty' : 'agent-card'}
      style={style}
      tabIndex={0}
      aria-label={name}
      data-testid="agent-card"
      data-agent-id={agent.id}
      data-display-status={agent.displayStatus}
      data-gallery={gallery}
      onClick={activate}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setActive(true)}
      onMouseLeave={() => setActive(false)}
      onFocus={() => setActive(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setActive(false);
      }}
    >
      <div className="agent-card__media" style={props.mediaAspectRatio ? { aspectRatio: props.mediaAspectRatio } : undefined}>
        <AgentPreview posterUrl={poster} videoUrl={agent.videoUrl} name={name} active={active} failed={failed} />
        <div className="agent-card__badge">
          <AgentStatusBadge status={agent.displayStatus} />
        </div>
        {showVotes && (
          <AgentCardVote
            agentId={agent.id}
            votes={agent.votes}
            signedIn={signedIn}
            celebration={gallery === 'user' ? 'star' : 'heart'}
            own={agent.isOwner}
          />
        )}
        {onMarkFace && helpNeeded && <FaceHelpOverlay onMarkFace={() => onMarkFace(agent)} />}
      </div>
      <div className="agent-card__body">
        <h3 className="agent-card__name">{name}</h3>
        {agent.description && <p className="agent-card__description">{agent.description}</p>}
        {showCategory && (
          <span className="agent-card__category" data-testid="agent-card-category">
            {agent.category}
          </span>
        )}
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
