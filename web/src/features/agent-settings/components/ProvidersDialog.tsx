import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import { ActionModal } from '../../../shared/components/ActionModal';
import { SettingsActions } from '../../../shared/components/SettingsActions';
import { ProviderKeysQuery } from '../../../shared/provider-keys/providerKeysQuery';
import { SetAgentProvidersMutation } from '../graphql/providerOperations';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { failureToast } from '../hooks/useAgentSettings';
import {
  CAPABILITY_LABELS,
  formOf,
  languageToSave,
  optionsFor,
  pickProvider,
  setRealtimeMode,
  type Capability,
  type Choice,
  type ProvidersForm,
} from '../model/providerRules';

/** The browser event other views listen to, to read the agent again (spec 001 section 8). */
export const AGENT_PROVIDER_UPDATED = 'agentProviderUpdated';

const asChoice = (choice: { mode: string; providerId?: string | null }): Choice => ({
  mode: choice.mode === 'custom' ? 'custom' : 'default',
  providerId: choice.providerId ?? null,
});

/**
 * Spec 001 "Providers": the Realtime switch and one selector per capability, listing the owner's
 * keys for what their platforms do. Without personal keys every capability runs on the default.
 */
export function ProvidersDialog({ agent, onClose }: { agent: AgentSettings; onClose: () => void }) {
  const keys = useQuery(ProviderKeysQuery, { fetchPolicy: 'network-only' });
  const [form, setForm] = useState<ProvidersForm>(() =>
    formOf({
      llm: asChoice(agent.providers.llm),
      stt: asChoice(agent.providers.stt),
      tts: asChoice(agent.providers.tts),
      realtime: asChoice(agent.providers.realtime),
    }),
  );
  const [saving, setSaving] = useState(false);
  const [save] = useMutation(SetAgentProvidersMutation);
  // 'Failed to load': the dialog still works, with the defaults only.
  const entries = keys.error ? [] : (keys.data?.providerKeys ?? []);
  const capabilities: Capability[] = form.realtime ? ['realtime'] : ['llm', 'stt', 'tts'];

  const submit = async () => {
    setSaving(true);
    try {
      const input = (choice: Choice) => ({ mode: choice.mode, providerId: choice.providerId });
      const { data } = await save({
        variables: {
          id: agent.id,
          providers: {
            llm: input(form.choices.llm),
            stt: input(form.choices.stt),
            tts: input(form.choices.tts),
            realtime: input(form.choices.realtime),
          },
          language: languageToSave(form, agent.language),
        },
      });
      const result = data?.setAgentProviders;
      if (!result?.ok) throw new Error(result?.error?.message ?? '');
      window.dispatchEvent(new CustomEvent(AGENT_PROVIDER_UPDATED, { detail: { agentId: agent.id } }));
      toast.success('Providers saved');
      onClose();
    } catch (error) {
      failureToast(
        'Save failed',
        error instanceof Error ? error.message : '',
        'The providers could not be saved. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <ActionModal title="Providers" subtitle="Which AI runs this agent" onClose={onClose} busy={saving} testId="providers-dialog">
      <div className="settings-form">
        {keys.error && (
          <p className="providers-note providers-note--error" role="alert">
            Failed to load your providers: the defaults are shown.
          </p>
        )}
        {keys.loading && <p className="providers-note">Loading your providers…</p>}
        {!keys.loading && entries.length === 0 && (
          <p className="providers-note" data-testid="providers-fallback">
            The agent will fall back to the default.{' '}
            <a href="/settings" target="_blank" rel="noreferrer">
              Add your own keys in Settings
            </a>
          </p>
        )}
        <label className="providers-switch">
          <input
            type="checkbox"
            role="switch"
            checked={form.realtime}
            onChange={(event) => setForm(setRealtimeMode(form, event.target.checked))}
            data-testid="providers-realtime-switch"
          />
          <span>
            Realtime mode
            <small>One provider hears, thinks and speaks; the agent becomes multilingual.</small>
          </span>
        </label>
        {capabilities.map((capability) => (
          <label key={capability} className="settings-field">
            <span>{CAPABILITY_LABELS[capability]}</span>
            <select
              value={form.choices[capability].providerId ?? ''}
              onChange={(event) => setForm(pickProvider(form, capability, event.target.value || null))}
              data-testid={`providers-${capability}`}
            >
              <option value="">Default (platform)</option>
              {optionsFor(capability, entries).map((option) => (
                <option key={option.id} value={option.id} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {entries.length > 0 && (
          <p className="providers-note">
            Manage your keys in{' '}
            <a href="/settings" target="_blank" rel="noreferrer">
              Settings
            </a>
            .
          </p>
        )}
      </div>
      <SettingsActions
        onCancel={onClose}
        cancelDisabled={saving}
        onConfirm={() => void submit()}
        confirmDisabled={saving}
        testId="providers-save"
      >
        {saving ? 'Saving…' : 'Save'}
      </SettingsActions>
    </ActionModal>
  );
}
