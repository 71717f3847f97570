import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { ActionModal } from '../../../shared/components/ActionModal';
import { SettingsActions } from '../../../shared/components/SettingsActions';
import { SavePersonaMutation } from '../graphql/voiceOperations';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { failureToast } from '../hooks/useAgentSettings';
import { LanguageField } from './LanguageField';

/** Spec 001: who the agent is. Save needs a name and a system prompt; 'saved' shows 1.5 s, then the dialog closes. */
export function PersonaDialog({ agent, onClose }: { agent: AgentSettings; onClose: () => void }) {
  const [name, setName] = useState(agent.name ?? '');
  const [description, setDescription] = useState(agent.description ?? '');
  const [systemPrompt, setSystemPrompt] = useState(agent.systemPrompt ?? '');
  const [language, setLanguage] = useState(agent.language || 'en');
  const [gender, setGender] = useState(agent.gender ?? 'feminine');
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [save] = useMutation(SavePersonaMutation);
  const incomplete = !name.trim() || !systemPrompt.trim();

  useEffect(() => {
    if (state !== 'saved') return;
    const timer = setTimeout(onClose, 1500);
    return () => clearTimeout(timer);
  }, [state, onClose]);

  const submit = async () => {
    setState('saving');
    try {
      const { data } = await save({
        variables: {
          id: agent.id,
          persona: { name: name.trim(), description: description.trim(), systemPrompt: systemPrompt.trim(), language, gender },
        },
      });
      const result = data?.savePersona;
      if (!result?.ok) throw new Error(result?.error?.message ?? '');
      if (result.voiceNotice) toast.warning(result.voiceNotice);
      setState('saved');
    } catch (error) {
      setState('idle');
      failureToast('Save Failed', error instanceof Error ? error.message : '', 'Could not save the persona. Please try again.');
    }
  };

  return (
    <ActionModal
      title="Persona Settings"
      subtitle="Identity & Prompt"
      onClose={onClose}
      busy={state === 'saving'}
      size="large"
      testId="persona-dialog"
    >
      <div className="settings-form">
        <div className="settings-entry__row">
          <LanguageField value={language} onChange={setLanguage} testId="persona-language" />
          <label className="settings-field">
            <span>Gender</span>
            <select value={gender} onChange={(event) => setGender(event.target.value)} data-testid="persona-gender">
              <option value="feminine">Feminine</option>
              <option value="masculine">Masculine</option>
            </select>
          </label>
        </div>
        <label className="settings-field">
          <span>Agent name</span>
          <input value={name} maxLength={80} onChange={(event) => setName(event.target.value)} data-testid="persona-name" />
        </label>
        <label className="settings-field">
          <span>Description</span>
          <input value={description} maxLength={500} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <label className="settings-field">
          <span>System prompt</span>
          <textarea
            rows={8}
            maxLength={8000}
            value={systemPrompt}
            onChange={(event) => setSystemPrompt(event.target.value)}
            data-testid="persona-prompt"
          />
        </label>
      </div>
      <SettingsActions
        onCancel={onClose}
        cancelDisabled={state === 'saving'}
        onConfirm={() => void submit()}
        confirmDisabled={incomplete || state !== 'idle'}
        testId="persona-save"
      >
        {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : 'Save'}
      </SettingsActions>
    </ActionModal>
  );
}
