import { useMemo, useState, type ReactNode } from 'react';
import type { AgentCardFieldsFragment } from '../../../gql/graphql';
import type { GalleryType } from '../../../shared/agent-dialog/galleryType';
import type { AgentDialogPanels } from '../model/agentDialogPanels';
import { AgentActionDialog } from './AgentActionDialog';
import { AgentActionDialogContext } from '../../../shared/agent-dialog/AgentActionDialogContext';
import { DialogErrorBoundary } from './DialogErrorBoundary';

interface OpenDialog {
  agent: AgentCardFieldsFragment;
  gallery: GalleryType;
}

/**
 * Owns the one agent action dialog of the app; cards open it through useAgentActionDialog. The
 * app passes the other features' dialogs the tiles open (panels).
 */
export function AgentActionDialogProvider({ panels, children }: { panels: AgentDialogPanels; children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<OpenDialog | null>(null);
  const controls = useMemo(
    () => ({ open: (agent: AgentCardFieldsFragment, gallery: GalleryType) => setOpenDialog({ agent, gallery }) }),
    [],
  );
  const close = () => setOpenDialog(null);

  return (
    <AgentActionDialogContext.Provider value={controls}>
      {children}
      {openDialog && (
        // Keyed by agent so opening another card starts a fresh dialog (and a fresh error boundary).
        <DialogErrorBoundary key={openDialog.agent.id} onClose={close}>
          <AgentActionDialog agent={openDialog.agent} gallery={openDialog.gallery} panels={panels} onClose={close} />
        </DialogErrorBoundary>
      )}
    </AgentActionDialogContext.Provider>
  );
}
