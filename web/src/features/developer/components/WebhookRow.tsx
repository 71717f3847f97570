import type { WebhookEndpointsQuery } from '../../../gql/graphql';

export type WebhookEntry = WebhookEndpointsQuery['webhookEndpoints'][number];
export type WebhookAction = 'toggle' | 'test' | 'log' | 'roll' | 'delete';

/** One endpoint: URL, events, state, with on/off, Test, Log, Roll secret and Delete. */
export function WebhookRow({
  entry,
  busy,
  onAction,
}: {
  entry: WebhookEntry;
  busy: boolean;
  onAction: (action: WebhookAction) => void;
}) {
  return (
    <li className="api-key" data-testid="webhook-row">
      <div className="api-key__head">
        <strong className="api-key__name webhook__url">{entry.url}</strong>
        {!entry.enabled && <span className="badge badge--muted">Disabled</span>}
      </div>
      {entry.description && <p className="api-key__dates">{entry.description}</p>}
      {entry.disabledReason && (
        <p className="settings-field__problem" role="status">
          {entry.disabledReason}
        </p>
      )}
      <ul className="api-key__scopes" aria-label="Events">
        {entry.events.map((event) => (
          <li key={event}>
            <code>{event}</code>
          </li>
        ))}
      </ul>
      <p className="api-key__dates">
        Secret <code>{entry.secretPrefix}…</code>
      </p>
      <div className="api-key__actions">
        <label className="settings-check">
          <input
            type="checkbox"
            checked={entry.enabled}
            disabled={busy}
            onChange={() => onAction('toggle')}
            data-testid="webhook-enabled"
          />
          <span>Enabled</span>
        </label>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => onAction('test')}
          data-testid="webhook-test"
        >
          Send test
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAction('log')} data-testid="webhook-log">
          Deliveries
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAction('roll')} data-testid="webhook-roll">
          Roll secret
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAction('delete')} data-testid="webhook-delete">
          Delete
        </button>
      </div>
    </li>
  );
}
