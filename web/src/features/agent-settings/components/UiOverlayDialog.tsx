import { useState } from 'react';
import type { UiOverlayInput } from '../../../gql/graphql';
import { ActionModal } from '../../../shared/components/ActionModal';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { SETTINGS_LOAD_FAILURES } from '../model/freshSettings';
import { FreshSettingsGate } from './FreshSettingsGate';
import { ForegroundOverlayDialog } from './ForegroundOverlayDialog';
import { QrOverlayDialog } from './QrOverlayDialog';
import { SettingsTile } from '../../../shared/components/SettingsTile';

interface UiOverlayDialogProps {
  agent: AgentSettings;
  save: (overlay: UiOverlayInput) => Promise<string | null>;
  /** Reads the settings again: each sub-dialog opens on the overlay as it is now. */
  reload: () => Promise<AgentSettings | null>;
  onClose: () => void;
}

/** Spec 001: the UI Overlay dialog with its two sub-dialogs. */
export function UiOverlayDialog({ agent, save, reload, onClose }: UiOverlayDialogProps) {
  const [child, setChild] = useState<'qr' | 'foreground' | null>(null);
  const closeChild = () => setChild(null);
  const qrOn = agent.uiOverlay.qr_code.some((entry) => entry.enabled);
  const frameOn = agent.uiOverlay.foreground.enabled && agent.uiOverlay.foreground.url !== '';
  return (
    <ActionModal title="UI Overlay" onClose={onClose} testId="ui-overlay-dialog">
      <div className="settings-tiles">
        <SettingsTile
          label="QR Code Overlay"
          hint="Codes visitors can scan"
          dot={qrOn}
          dotLabel="On"
          onClick={() => setChild('qr')}
        />
        <SettingsTile
          label="Foreground Overlay"
          hint="A frame over the agent"
          dot={frameOn}
          dotLabel="On"
          onClick={() => setChild('foreground')}
        />
      </div>
      {child === 'qr' && (
        <FreshSettingsGate
          title="QR Code Overlay"
          agent={agent}
          reload={reload}
          failure={SETTINGS_LOAD_FAILURES.qrCode}
          onClose={closeChild}
        >
          {(fresh) => <QrOverlayDialog agent={fresh} save={save} onClose={closeChild} />}
        </FreshSettingsGate>
      )}
      {child === 'foreground' && (
        <FreshSettingsGate
          title="Foreground Overlay"
          agent={agent}
          reload={reload}
          failure={SETTINGS_LOAD_FAILURES.foreground}
          onClose={closeChild}
        >
          {(fresh) => <ForegroundOverlayDialog agent={fresh} save={save} onClose={closeChild} />}
        </FreshSettingsGate>
      )}
    </ActionModal>
  );
}
