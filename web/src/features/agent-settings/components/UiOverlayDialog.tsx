import { useState } from 'react';
import type { UiOverlayInput } from '../../../gql/graphql';
import { ActionModal } from '../../agent-actions/components/ActionModal';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { ForegroundOverlayDialog } from './ForegroundOverlayDialog';
import { QrOverlayDialog } from './QrOverlayDialog';
import { SettingsTile } from './SettingsTile';

interface UiOverlayDialogProps {
  agent: AgentSettings;
  save: (overlay: UiOverlayInput) => Promise<string | null>;
  onClose: () => void;
}

/** Spec 001: the UI Overlay dialog with its two sub-dialogs. */
export function UiOverlayDialog({ agent, save, onClose }: UiOverlayDialogProps) {
  const [child, setChild] = useState<'qr' | 'foreground' | null>(null);
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
      {child === 'qr' && <QrOverlayDialog agent={agent} save={save} onClose={() => setChild(null)} />}
      {child === 'foreground' && <ForegroundOverlayDialog agent={agent} save={save} onClose={() => setChild(null)} />}
    </ActionModal>
  );
}
