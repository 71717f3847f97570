import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { CreateApiKeyMutation } from '../graphql/apiKeyOperations';
import { API_KEY_SCOPES, apiKeyFormSchema, createApiKeyInput, EXPIRY_CHOICES, type ApiKeyForm } from '../model/apiKeyForm';
import { ApiKeySecretReveal } from './ApiKeySecretReveal';
import '../../../shared/components/settings.css';

/** Create a key: name, scopes, expiry; then the secret, once. Lazy-loaded from the keys card. */
export function CreateApiKeyDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const [form, setForm] = useState<ApiKeyForm>({ name: '', scopes: ['agents:read'], expiry: '90' });
  const [problem, setProblem] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  const [create, { loading }] = useMutation(CreateApiKeyMutation);

  const toggleScope = (scope: string, on: boolean) =>
    setForm((current) => ({
      ...current,
      scopes: on ? [...current.scopes, scope as never] : current.scopes.filter((held) => held !== scope),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = apiKeyFormSchema.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      const { data } = await create({ variables: { input: createApiKeyInput(parsed.data) } });
      const result = data?.createApiKey;
      if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The key could not be created.');
      setIssued({ name: result.key?.name ?? parsed.data.name, secret: result.secret });
      onCreated();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The key could not be created.');
    }
  };

  if (issued) {
    return (
      <ActionModal title="Your new API key" onClose={onClose} size="medium" testId="api-key-created-dialog">
        <ApiKeySecretReveal name={issued.name} secret={issued.secret} onDone={onClose} />
      </ActionModal>
    );
  }
  return (
    <ActionModal title="Create API key" onClose={onClose} busy={loading} size="medium" testId="api-key-create-dialog">
      <form className="api-key-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="settings-field">
          <span>Name</span>
          <input
            value={form.name}
            maxLength={60}
            placeholder="e.g. CI script"
            autoFocus
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            data-testid="api-key-name"
          />
        </label>
        <fieldset className="api-key-form__scopes">
          <legend>Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope.id} className="settings-check api-key-form__scope">
              <input
                type="checkbox"
                checked={form.scopes.includes(scope.id)}
                onChange={(event) => toggleScope(scope.id, event.target.checked)}
                data-testid={`api-key-scope-${scope.id}`}
              />
              <span>
                <strong>{scope.label}</strong> <code>{scope.id}</code>
                <small>{scope.hint}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <label className="settings-field">
          <span>Expires</span>
          <select
            value={form.expiry}
            onChange={(event) => setForm({ ...form, expiry: event.target.value as ApiKeyForm['expiry'] })}
            data-testid="api-key-expiry"
          >
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
        {problem && (
          <p className="settings-field__problem" role="alert" data-testid="api-key-problem">
            {problem}
          </p>
        )}
        <div className="action-modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={loading}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={loading} data-testid="api-key-create">
            {loading && <span className="spinner spinner--inline" aria-hidden="true" />}
            Create key
          </button>
        </div>
      </form>
    </ActionModal>
  );
}
