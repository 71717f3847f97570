import { useEffect, useState, type ReactNode } from 'react';
import type { ErrorNotice } from '../../../shared/model/errorNotice';
import { showErrorNotice } from '../../../shared/model/showErrorNotice';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ActionModal } from '../../../shared/components/ActionModal';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { readFreshSettings } from '../model/freshSettings';

interface FreshSettingsGateProps {
  /** The title of the dialog it opens, shown over the skeleton while the read runs. */
  title: string;
  agent: AgentSettings;
  reload: () => Promise<AgentSettings | null>;
  failure: ErrorNotice;
  onClose: () => void;
  children: (agent: AgentSettings) => ReactNode;
}

/**
 * Opens a settings sub-dialog on settings read just now (spec 001 section 7); if that read
 * fails, the spec's notice and the settings read when Agent Settings opened.
 */
export function FreshSettingsGate({ title, agent, reload, failure, onClose, children }: FreshSettingsGateProps) {
  const [fresh, setFresh] = useState<AgentSettings | null>(null);

  useEffect(() => {
    let live = true;
    void readFreshSettings(reload, agent, failure).then((outcome) => {
      if (!live) return;
      if (outcome.failure) showErrorNotice(outcome.failure);
      setFresh(outcome.settings);
    });
    return () => {
      live = false;
    };
    // Once, when the sub-dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!fresh) {
    return (
      <ActionModal title={title} onClose={onClose}>
        <PanelSkeleton label="Loading settings" />
      </ActionModal>
    );
  }
  return children(fresh);
}
