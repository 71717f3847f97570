import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CreateWebhookEndpointMutation } from '../graphql/webhookOperations';
import { WEBHOOK_EVENTS, webhookFormSchema, type WebhookForm } from '../model/webhookForm';
import { IssueSecretDialog } from './IssueSecretDialog';
import { WebhookSecretReveal } from './WebhookSecretReveal';

/** Add an endpoint: URL, events, a description; then its secret, once. Lazy-loaded from the webhooks card. */
export function CreateWebhookDialog({ onCreated, onClose }: { onCreated: () => void; onClose: () => void }) {
  const [form, setForm] = useState<WebhookForm>({ url: '', events: ['agent.ready'], description: '' });
  const [create, { loading }] = useMutation(CreateWebhookEndpointMutation);

  const toggleEvent = (id: string, on: boolean) =>
    setForm((current) => ({
      ...current,
      events: on ? [...current.events, id as never] : current.events.filter((held) => held !== id),
    }));

  const issue = async () => {
    const parsed = webhookFormSchema.safeParse(form);
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the form');
    const { data } = await create({ variables: { input: parsed.data } });
    const result = data?.createWebhookEndpoint;
    if (!result?.ok || !result.secret) throw new Error(result?.error?.message || 'The endpoint could not be added.');
    return { url: result.endpoint?.url ?? parsed.data.url, secret: result.secret };
  };

  return (
    <IssueSecretDialog
      title="Add webhook endpoint"
      issuedTitle="Your webhook's signing secret"
      testIdPrefix="webhook"
      submitLabel="Add endpoint"
      busy={loading}
      failure="The endpoint could not be added."
      issue={issue}
      reveal={(issued) => <WebhookSecretReveal url={issued.url} secret={issued.secret} onDone={onClose} />}
      onCreated={onCreated}
      onClose={onClose}
    >
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
    </IssueSecretDialog>
  );
}
