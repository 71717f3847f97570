import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { CopyField } from '../../../shared/components/CopyField';
import { useAgentShareLink } from '../../../shared/share-link/useAgentShareLink';
import { embedSnippet } from '../../../shared/model/embedSnippet';
import { embedUrl } from '../../../shared/model/embedUrl';
import type { AgentModel } from '../../../gql/graphql';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { failureToast } from '../hooks/useAgentSettings';
import { widgetAddresses } from '../model/widgetConfig';
import { OnPremisesPanel } from './OnPremisesPanel';
import { WidgetConfigurator } from './WidgetConfigurator';

const TYPES: Array<{ id: string; title: string; text: string }> = [
  { id: 'weblink', title: 'Web Link', text: 'A page of its own: share the link or its QR code.' },
  { id: 'gadget', title: 'Chat Widget', text: 'A chat button on your site that opens the agent.' },
  { id: 'embedding', title: 'Embed Code', text: 'The agent inside your page, where you paste it.' },
  { id: 'on-prem', title: 'On-Premises', text: 'A download that runs on your own server, with your own AI endpoint.' },
];

/** Spec 001: how the agent is deployed; a failed change restores the prior value ('Update Failed'). */
export function DeploymentDialog({
  agent,
  save,
  onClose,
}: {
  agent: AgentSettings;
  save: (type: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState(agent.deployment);
  const [busy, setBusy] = useState(false);
  const link = useAgentShareLink(agent.id, agent.modelType as AgentModel);

  const choose = async (next: string) => {
    if (next === selected || busy) return;
    const prior = selected;
    setSelected(next);
    setBusy(true);
    const reason = await save(next);
    setBusy(false);
    if (reason !== null) {
      setSelected(prior);
      failureToast('Update Failed', reason, 'Failed to update the deployment type. Please try again.');
    }
  };

  return (
    <ActionModal title="Deployment Type" onClose={onClose} size="large" testId="deployment-dialog">
      <div className="settings-options settings-options--grid" role="radiogroup" aria-label="Deployment type">
        {TYPES.map((type) => (
          <button
            key={type.id}
            type="button"
            role="radio"
            aria-checked={selected === type.id}
            className="settings-option"
            onClick={() => void choose(type.id)}
            data-testid={`deployment-${type.id}`}
          >
            <span className="settings-option__title">{type.title}</span>
            <span className="settings-option__text">{type.text}</span>
          </button>
        ))}
      </div>
      <div className="settings-panel">
        {!link && <div className="skeleton skeleton--text" aria-label="Making the link" />}
        {link && selected === 'weblink' && <CopyField label="Share link" value={link.url} testId="deployment-link" />}
        {link && selected === 'gadget' && (
          <WidgetConfigurator addresses={widgetAddresses(link.url, agent.id, Boolean(agent.posterUrl ?? agent.imageUrl))} />
        )}
        {link && selected === 'embedding' && (
          <CopyField
            label="Embed code"
            value={embedSnippet(embedUrl(link.url), agent.name ?? 'Agent')}
            multiline
            testId="deployment-embed"
          />
        )}
        {selected === 'on-prem' && <OnPremisesPanel agentId={agent.id} />}
      </div>
    </ActionModal>
  );
}
