import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CreateApiKeyMutation } from '../graphql/apiKeyOperations';
import { API_KEY_SCOPES, apiKeyFormSchema, createApiKeyInput, EXPIRY_CHOICES, type ApiKeyForm } from '../model/apiKeyForm';
import { ApiKeySecretReveal } from './ApiKeySecretReveal';
import { IssueSecretDialog } from './IssueSecretDialog';

/** Create a key: name, scopes, expiry; then the secret, once. Lazy-loaded from the keys card. */
export function CreateApiKeyDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const [form, setForm] = useState<ApiKeyForm>({ name: '', scopes: ['agents:read'], expiry: '90' });
  const [create, { loading }] = useMutation(CreateApiKeyMutation);

  const toggleScope = (scope: string, on: boolean) =>
    setForm((current) => ({
      ...current,
      scopes: on ? [...current.scopes, scope as never] : current.scopes.filter((held) => held !== scope),
    }));

  const issue = async () => {
    const parsed = apiKeyFormSchema.safeParse(form);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the form');
    const { data } = await create({ variables: { input: createApiKeyInput(parsed.data) } });
    const result = data?.createApiKey;
    if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The key could not be created.');
    return { name: result.key?.name ?? parsed.data.name, secret: result.secret };
  };

  return (
    <IssueSecretDialog
      title="Create API key"
      issuedTitle="Your new API key"
      testIdPrefix="api-key"
      submitLabel="Create key"
      busy={loading}
      failure="The key could not be created."
      issue={issue}
      reveal={(issued) => <ApiKeySecretReveal name={issued.name} secret={issued.secret} onDone={onClose} />}
      onCreated={onCreated}
      onClose={onClose}
    >
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
    </IssueSecretDialog>
  );
}
