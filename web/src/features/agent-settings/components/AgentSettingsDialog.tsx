import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { useAgentSettings, type AgentSettings } from '../hooks/useAgentSettings';
import { useConversationBudget } from '../hooks/useConversationBudget';
import { budgetHint } from '../model/conversationBudget';
import { SETTINGS_LOAD_FAILURES } from '../model/freshSettings';
import { hasCustomActions, hasOverlay } from '../model/statusDots';
import { ConversationBudgetDialog } from './ConversationBudgetDialog';
import { CustomActionsDialog } from './CustomActionsDialog';
import { DeploymentDialog } from './DeploymentDialog';
import { FreshSettingsGate } from './FreshSettingsGate';
import { ModelDialog } from './ModelDialog';
import { PersonaDialog } from './PersonaDialog';
import { ProvidersDialog } from './ProvidersDialog';
import { SettingsTile } from '../../../shared/components/SettingsTile';
import { UiOverlayDialog } from './UiOverlayDialog';
import { VoiceSettingsDialog } from './VoiceSettingsDialog';
import '../../../shared/components/settings.css';

type Child = 'persona' | 'voice' | 'model' | 'overlay' | 'actions' | 'deployment' | 'providers' | 'budget';

interface AgentSettingsDialogProps {
  agentId: string;
  onClose: () => void;
}

/**
 * Spec 001 "Agent Settings dialog": one tile per setting, with status dots for custom actions,
 * overlays and public visibility.
 */
export function AgentSettingsDialog({ agentId, onClose }: AgentSettingsDialogProps) {
  const settings = useAgentSettings(agentId);
  const conversationBudget = useConversationBudget(agentId);
  const [child, setChild] = useState<Child | null>(null);
  const { agent } = settings;
  const close = () => setChild(null);

  return (
    <ActionModal title="Agent Settings" subtitle={agent?.name ?? undefined} onClose={onClose} testId="agent-settings-dialog">
      {settings.loading && <PanelSkeleton />}
      {settings.failed && (
        <ErrorState title="Failed to load data" message="The settings could not be loaded." onRetry={settings.retry} />
      )}
      {agent && (
        <div className="settings-tiles">
          <SettingsTile label="Persona" hint="Identity & Prompt" onClick={() => setChild('persona')} />
          <SettingsTile
            label="Voice"
            hint={agent.voiceId ? `Speaks as ${agent.voiceId}` : 'Pick how it sounds'}
            onClick={() => setChild('voice')}
          />
          <SettingsTile
            label="Model"
            hint={agent.modelType === 'expression' ? 'Expression (GPU)' : 'Essence (CPU)'}
            onClick={() => setChild('model')}
          />
          <SettingsTile
            label="UI Overlay"
            hint="QR codes and a frame"
            dot={hasOverlay(agent.uiOverlay)}
            dotLabel="An overlay is on"
            onClick={() => setChild('overlay')}
          />
          <SettingsTile
            label="Custom Actions"
            hint="Greeting, refresh, keywords, timeout"
            dot={hasCustomActions(agent.customActions)}
            dotLabel="A custom action is on"
            onClick={() => setChild('actions')}
          />
          <SettingsTile
            label="Deployment"
            hint={DEPLOYMENT_LABELS[agent.deployment] ?? 'Web Link'}
            dot={agent.visibility === 'public'}
            dotLabel="Public in the community"
            onClick={() => setChild('deployment')}
          />
          <SettingsTile label="Providers" hint={providersHint(agent.providers)} onClick={() => setChild('providers')} />
          <SettingsTile
            label="Conversation budget"
            hint={conversationBudget.failed ? 'Could not load the budget' : budgetHint(conversationBudget.budget)}
            dot={conversationBudget.budget?.monthlyCredits != null}
            dotLabel="A monthly limit is set"
            onClick={() => conversationBudget.budget && setChild('budget')}
          />
        </div>
      )}
      {agent && child === 'persona' && <PersonaDialog agent={agent} onClose={close} />}
      {agent && child === 'voice' && <VoiceSettingsDialog agent={agent} onClose={close} />}
      {agent && child === 'model' && <ModelDialog agent={agent} save={settings.saveModel} onClose={close} />}
      {agent && child === 'overlay' && (
        <UiOverlayDialog agent={agent} save={settings.saveOverlay} reload={settings.reload} onClose={close} />
      )}
      {agent && child === 'actions' && (
        <FreshSettingsGate
          title="Custom Actions"
          agent={agent}
          reload={settings.reload}
          failure={SETTINGS_LOAD_FAILURES.customActions}
          onClose={close}
        >
          {(fresh) => <CustomActionsDialog agent={fresh} save={settings.saveCustomActions} onClose={close} />}
        </FreshSettingsGate>
      )}
      {agent && child === 'providers' && <ProvidersDialog agent={agent} onClose={close} />}
      {agent && child === 'budget' && conversationBudget.budget && (
        <ConversationBudgetDialog budget={conversationBudget.budget} save={conversationBudget.save} onClose={close} />
      )}
      {agent && child === 'deployment' && <DeploymentDialog agent={agent} save={settings.saveDeployment} onClose={close} />}
    </ActionModal>
  );
}

/** What the Providers tile says: the default everywhere, realtime, or how many capabilities use the owner's keys. */
function providersHint(providers: AgentSettings['providers']): string {
  if (providers.realtime.mode === 'custom') return 'Realtime, your key';
  const own = [providers.llm, providers.stt, providers.tts].filter((choice) => choice.mode === 'custom').length;
  return own === 0 ? 'Platform default' : `${own} of 3 on your keys`;
}

export const DEPLOYMENT_LABELS: Record<string, string> = {
  weblink: 'Web Link',
  gadget: 'Chat Widget',
  embedding: 'Embed Code',
  'on-prem': 'On-Premises',
};
