import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionModal } from '../../../shared/components/ActionModal';
import { CreateWebhookEndpointMutation } from '../graphql/webhookOperations';
import { WEBHOOK_EVENTS, webhookFormSchema, type WebhookForm } from '../model/webhookForm';
import { WebhookSecretReveal } from './WebhookSecretReveal';
import '../../../shared/components/settings.css';

/** Add an endpoint: URL, events, a description; then its secret, once. Lazy-loaded from the webhooks card. */
export function CreateWebhookDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const [form, setForm] = useState<WebhookForm>({ url: '', events: ['agent.ready'], description: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [issued, setIssued] = useState<{ url: string; secret: string } | null>(null);
  const [create, { loading }] = useMutation(CreateWebhookEndpointMutation);

  const toggleEvent = (id: string, on: boolean) =>
    setForm((current) => ({
      ...current,
      events: on ? [...current.events, id as never] : current.events.filter((held) => held !== id),
    }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = webhookFormSchema.safeParse(form);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      const { data } = await create({ variables: { input: parsed.data } });
      const result = data?.createWebhookEndpoint;
      if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The endpoint could not be added.');
      setIssued({ url: result.endpoint?.url ?? parsed.data.url, secret: result.secret });
      onCreated();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The endpoint could not be added.');
    }
  };

  if (issued) {
    return (
      <ActionModal title="Your webhook's signing secret" onClose={onClose} size="medium" testId="webhook-created-dialog">
        <WebhookSecretReveal url={issued.url} secret={issued.secret} onDone={onClose} />
      </ActionModal>
    );
  }
  return (
    <ActionModal title="Add webhook endpoint" onClose={onClose} busy={loading} size="medium" testId="webhook-create-dialog">
      <form className="api-key-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="settings-field">
          <span>Endpoint URL</span>
          <input
            type="url"
            inputMode="url"
            value={form.url}
            maxLength={2000}
            placeholder="https://example.com/avatarium-events"
            autoFocus
            onChange={(event) => setForm({ ...form, url: event.target.value })}
            data-testid="webhook-url"
          />
        </label>
        <label className="settings-field">
          <span>Description (optional)</span>
          <input
            value={form.description}
            maxLength={200}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            data-testid="webhook-description"
          />
        </label>
        <fieldset className="api-key-form__scopes">
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((item) => (
            <label key={item.id} className="settings-check api-key-form__scope">
              <input
                type="checkbox"
                checked={form.events.includes(item.id)}
                onChange={(event) => toggleEvent(item.id, event.target.checked)}
                data-testid={`webhook-event-${item.id}`}
              />
              <span>
                <code>{item.id}</code>
                <small>{item.hint}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {problem && (
          <p className="settings-field__problem" role="alert" data-testid="webhook-problem">
            {problem}
          </p>
        )}
        <div className="action-modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={loading}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={loading} data-testid="webhook-create">
            {loading && <span className="spinner spinner--inline" aria-hidden="true" />}
            Add endpoint
          </button>
        </div>
      </form>
    </ActionModal>
  );
}
