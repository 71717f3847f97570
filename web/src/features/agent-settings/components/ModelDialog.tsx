import { useEffect, useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { failureToast } from '../hooks/useAgentSettings';
import { toast } from 'sonner';

type Model = 'essence' | 'expression';

const MODELS: Array<{ id: Model; title: string; text: string }> = [
  {
    id: 'essence',
    title: 'Essence (CPU)',
    text: "Runs in the visitor's browser on any device: jaw, lips, blinks and head motion from the picture. 2 credits a minute.",
  },
  {
    id: 'expression',
    title: 'Expression (GPU)',
    text: 'Adds brows, smiles and nods that follow what the agent says; a GPU host, when configured, adds neural video. 4 credits a minute.',
  },
];

/** Spec 001 4: pick a model, confirm, then a success banner for 2 s; the failure texts of section 8. */
export function ModelDialog({
  agent,
  save,
  onClose,
}: {
  agent: AgentSettings;
  save: (model: Model) => Promise<string | null | 'regenerating'>;
  onClose: () => void;
}) {
  const current = agent.modelType as Model;
  const [asked, setAsked] = useState<Model | null>(null);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState(false);

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), 2000);
    return () => clearTimeout(timer);
  }, [banner]);

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    // No model yet (its generation failed): the switch regenerates it instead.
    const regenerate = !agent.modelUrl;
    const reason = await save(asked);
    setBusy(false);
    setAsked(null);
    if (reason === 'regenerating') {
      toast.info('Regenerating the model', {
        description:
          'The agent is generated again on the chosen model (charged like a creation, refunded if it fails). Its card shows the progress.',
      });
      onClose();
    } else if (reason === null) setBanner(true);
    else failureToast('Update Failed', reason, regenerate ? 'Failed to regenerate model' : 'Failed to update model');
  };

  return (
    <ActionModal title="AI Model Selection" onClose={onClose} busy={busy} testId="model-dialog">
      {banner && (
        <p className="settings-banner" role="status" data-testid="model-updated">
          Model updated
        </p>
      )}
      <div className="settings-options" role="radiogroup" aria-label="Model">
        {MODELS.map((model) => (
          <button
            key={model.id}
            type="button"
            role="radio"
            aria-checked={current === model.id}
            className="settings-option"
            disabled={busy || (current === model.id && Boolean(agent.modelUrl))}
            onClick={() => setAsked(model.id)}
            data-testid={`model-${model.id}`}
          >
            <span className="settings-option__title">{model.title}</span>
            <span className="settings-option__text">{model.text}</span>
            {current === model.id && <span className="badge">Current</span>}
          </button>
        ))}
      </div>
      {asked && (
        <div className="settings-confirm" role="alertdialog" aria-label="Confirm the model change">
          <p>
            Switch this agent to <strong>{MODELS.find((model) => model.id === asked)?.title}</strong>? New conversations use it at
            once.
          </p>
          <div className="settings-actions">
            <button type="button" className="button button--secondary" onClick={() => setAsked(null)} disabled={busy}>
              Cancel
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => void confirm()}
              disabled={busy}
              data-testid="model-confirm"
            >
              {busy ? 'Updating…' : 'Confirm'}
            </button>
          </div>
        </div>
      )}
    </ActionModal>
  );
}
