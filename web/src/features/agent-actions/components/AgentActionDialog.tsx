import { useState } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import { AgentStatusBadge } from '../../../shared/agents/components/AgentStatusBadge';
import { UNTITLED_AGENT } from '../../../shared/model/untitledAgent';
import { useAgentCategory } from '../hooks/useAgentCategory';
import { useAgentShareDetails } from '../hooks/useAgentShareDetails';
import { useCloneAgent } from '../hooks/useCloneAgent';
import { useDeleteAgent } from '../hooks/useDeleteAgent';
import { useLiveCardAgent } from '../hooks/useLiveCardAgent';
import { actionTiles } from '../model/actionTiles';
import type { AgentDialogPanel, AgentDialogPanels } from '../model/agentDialogPanels';
import type { GalleryType } from '../../../shared/agent-dialog/galleryType';
import { showsChangeCategory } from '../model/showsChangeCategory';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ActionTileButton } from './ActionTileButton';
import { ChangeCategoryDialog } from './ChangeCategoryDialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { DialogErrorBoundary } from './DialogErrorBoundary';
import { DownloadTile } from './DownloadTile';
import { ShareDialog } from './ShareDialog';
import './AgentActionDialog.css';

type Child = 'share' | 'embed' | 'category' | 'delete' | AgentDialogPanel;

interface AgentActionDialogProps {
  agent: AgentCardFieldsFragment;
  gallery: GalleryType;
  panels: AgentDialogPanels;
  onClose: () => void;
}

/** Spec 002 2.6: what can be done with one agent, by its status and the gallery it was opened from. */
export function AgentActionDialog({ agent: snapshot, gallery, panels, onClose }: AgentActionDialogProps) {
  const agent = useLiveCardAgent(snapshot);
  const { details } = useAgentShareDetails(agent.id);
  const [child, setChild] = useState<Child | null>(null);
  const { clone, cloning } = useCloneAgent();
  const { remove, deleting } = useDeleteAgent();
  const category = useAgentCategory();
  const name = agent.name || UNTITLED_AGENT;
  const tiles = actionTiles(agent.displayStatus, gallery);
  const poster = agent.posterUrl ?? agent.imageUrl;
  const closeChild = () => setChild(null);

  const runClone = () =>
    void clone(agent.id, agent.name).then((ok) => {
      if (ok) onClose();
    });

  return (
    <ActionModal
      title={name}
      subtitle={
        <span className="agent-actions__meta">
          <AgentStatusBadge status={agent.displayStatus} />
          {gallery === 'community' && details?.category && <span className="badge badge--muted">{details.category}</span>}
        </span>
      }
      onClose={onClose}
      testId="agent-action-dialog"
    >
      <div className="agent-actions">
        {poster && <img className="agent-actions__poster" src={poster} alt="" />}
        <div className="agent-actions__tiles">
          {tiles.includes('launch') && (
            <ActionTileButton
              tile="launch"
              label="Launch"
              hint="Talk to the agent full screen"
              onClick={() => setChild('viewer')}
            />
          )}
          {tiles.includes('share') && (
            <ActionTileButton tile="share" label="Share" hint="Link and QR code" onClick={() => setChild('share')} />
          )}
          {tiles.includes('embed') && (
            <ActionTileButton tile="embed" label="Embed" hint="Put it on your site" onClick={() => setChild('embed')} />
          )}
          {tiles.includes('download') && (
            <DownloadTile name={agent.name} modelUrl={agent.modelUrl} displayStatus={agent.displayStatus} />
          )}
          {tiles.includes('clone') && (
            <ActionTileButton
              tile="clone"
              label={cloning ? 'Cloning...' : 'Clone'}
              hint="A private copy for you"
              busy={cloning}
              onClick={runClone}
            />
          )}
          {tiles.includes('settings') && (
            <ActionTileButton
              tile="settings"
              label="Settings"
              hint="Model, overlays, actions, deployment"
              onClick={() => setChild('settings')}
            />
          )}
          {tiles.includes('skills') && (
            <ActionTileButton tile="skills" label="Skills" hint="FAQ knowledge" onClick={() => setChild('skills')} />
          )}
          {tiles.includes('analytics') && (
            <ActionTileButton
              tile="analytics"
              label="Analytics"
              hint="Chats, busy hours, products"
              onClick={() => setChild('analytics')}
            />
          )}
          {tiles.includes('delete') && (
            <ActionTileButton tile="delete" label="Delete" hint="Remove it for good" onClick={() => setChild('delete')} />
          )}
        </div>
        {showsChangeCategory(gallery, details?.isOwner ?? false) && (
          <button
            type="button"
            className="button button--secondary button--block"
            onClick={() => setChild('category')}
            data-testid="change-category"
          >
            Change Category
          </button>
        )}
      </div>
      {child && (
        <DialogErrorBoundary onClose={closeChild}>
          {(child === 'share' || child === 'embed') && (
            <ShareDialog
              agent={agent}
              details={details}
              focus={child}
              canClone={tiles.includes('clone')}
              cloning={cloning}
              onClone={runClone}
              onClose={closeChild}
            />
          )}
          {child === 'category' && (
            <ChangeCategoryDialog
              current={details?.category}
              busy={category.updating}
              onClose={closeChild}
              onConfirm={(next) => void category.update(agent.id, next).then((ok) => ok && closeChild())}
            />
          )}
          {(child === 'settings' || child === 'skills' || child === 'analytics' || child === 'viewer') &&
            panels[child]({ agentId: agent.id, name, onClose: closeChild })}
          {child === 'delete' && (
            <ConfirmDeleteDialog
              name={agent.name}
              deleting={deleting}
              onClose={closeChild}
              onConfirm={() => void remove(agent.id, agent.name).then((ok) => (ok ? onClose() : closeChild()))}
            />
          )}
        </DialogErrorBoundary>
      )}
    </ActionModal>
  );
}
