import { useEffect } from 'react';
import type { AgentCardFieldsFragment, AgentShareFieldsFragment } from '../../../gql/graphql';
import { BusyButton } from '../../../shared/components/BusyButton';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import { useAgentShareLink } from '../../../shared/share-link/useAgentShareLink';
import { ActionModal } from '../../../shared/components/ActionModal';
import { DownloadSection } from './DownloadSection';
import { EmbedSection } from './EmbedSection';
import { OwnerSharingControls } from './OwnerSharingControls';
import { ShareLinkSection } from './ShareLinkSection';
import './ShareDialog.css';

interface ShareDialogProps {
  agent: AgentCardFieldsFragment;
  details: AgentShareFieldsFragment | null;
  /** Embed opens the same dialog scrolled to the embed code. */
  focus: 'share' | 'embed';
  canClone: boolean;
  cloning: boolean;
  onClone: () => void;
  onClose: () => void;
}

/**
 * Spec 002 2.11: link (with its kind, copy and QR code), embed, downloads and clone for
 * everyone who can open the agent; visibility and anonymous access for its owner only.
 */
export function ShareDialog({ agent, details, focus, canClone, cloning, onClone, onClose }: ShareDialogProps) {
  const link = useAgentShareLink(agent.id, details?.modelType ?? agent.modelType);
  const name = agent.name || UNTITLED_AGENT;
  // The owner's own setting is live (optimistic toggles); for others the server's answer decides.
  const anonymous = details?.isOwner ? details.anonymousEnabled : (link?.anonymous ?? details?.anonymousEnabled ?? false);

  useEffect(() => {
    if (focus === 'embed' && link) document.getElementById('share-embed')?.scrollIntoView({ block: 'start' });
  }, [focus, link]);

  return (
    <ActionModal
      title={focus === 'embed' ? `Embed ${name}` : `Share ${name}`}
      onClose={onClose}
      size="large"
      testId="share-dialog"
    >
      <div className="share-dialog">
        {details?.isOwner && <OwnerSharingControls agent={details} />}
        <ShareLinkSection url={link?.url ?? null} anonymous={anonymous} />
        <EmbedSection shareUrl={link?.url ?? null} name={name} />
        <DownloadSection name={agent.name} modelUrl={agent.modelUrl} displayStatus={agent.displayStatus} details={details} />
        {canClone && (
          <section className="share-section" aria-labelledby="share-clone-title">
            <h3 id="share-clone-title" className="share-section__title">
              Clone
            </h3>
            <p className="share-section__text">Make your own private copy of this agent to change as you like.</p>
            <div className="share-section__row">
              <BusyButton busy={cloning} className="button--secondary" onClick={onClone} testId="share-clone">
                {cloning ? 'Cloning...' : 'Clone Agent'}
              </BusyButton>
            </div>
          </section>
        )}
      </div>
    </ActionModal>
  );
}
