import type { ApiKeysQuery } from '../../../gql/graphql';

export type ApiKeyEntry = ApiKeysQuery['apiKeys'][number];

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const day = (iso: string) => dateFormat.format(new Date(iso));

/** One key: its prefix, name, scopes and dates, with Roll and Revoke. */
export function ApiKeyRow({ entry, onAction }: { entry: ApiKeyEntry; onAction: (action: 'revoke' | 'roll') => void }) {
  return (
    <li className="api-key" data-testid="api-key-row">
      <div className="api-key__head">
        <strong className="api-key__name">{entry.name}</strong>
        <code className="api-key__prefix">{entry.prefix}…</code>
        {entry.expired && <span className="badge badge--muted">Expired</span>}
      </div>
      <ul className="api-key__scopes" aria-label="Scopes">
        {entry.scopes.map((scope) => (
          <li key={scope}>
            <code>{scope}</code>
          </li>
        ))}
      </ul>
      <p className="api-key__dates">
        Created {day(entry.createdAt)} · {entry.lastUsedAt ? `Last used ${day(entry.lastUsedAt)}` : 'Never used'} ·{' '}
        {entry.expiresAt ? `${entry.expired ? 'Expired' : 'Expires'} ${day(entry.expiresAt)}` : 'No expiry'}
      </p>
      <div className="api-key__actions">
        <button type="button" className="button button--secondary" onClick={() => onAction('roll')} data-testid="api-key-roll">
          Roll
        </button>
        <button type="button" className="button button--ghost" onClick={() => onAction('revoke')} data-testid="api-key-revoke">
          Revoke
        </button>
      </div>
    </li>
  );
}
