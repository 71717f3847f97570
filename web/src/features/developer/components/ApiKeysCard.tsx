import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ApiKeysQuery } from '../graphql/apiKeyOperations';
import { ApiKeyRow, type ApiKeyEntry } from './ApiKeyRow';
import './apiKeys.css';

// The dialogs load when first opened: the workspace's first bundle does not carry them.
const CreateApiKeyDialog = lazy(() => import('./CreateApiKeyDialog').then((module) => ({ default: module.CreateApiKeyDialog })));
const ApiKeyActionDialog = lazy(() => import('./ApiKeyActionDialog').then((module) => ({ default: module.ApiKeyActionDialog })));

type Open = { kind: 'create' } | { kind: 'revoke' | 'roll'; entry: ApiKeyEntry } | null;

/** The Developer tab's API keys: the list, and create, roll and revoke (issue 29). */
export function ApiKeysCard() {
  const { data, loading, error, refetch } = useQuery(ApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<Open>(null);
  const reload = () => void refetch();

  return (
    <section className="card api-keys" aria-labelledby="api-keys-title" data-testid="api-keys-card">
      <header className="api-keys__header">
        <div>
          <h2 id="api-keys-title" className="developer__card-title">
            API Keys
          </h2>
          <p className="developer__card-text">
            Call <code>/api</code> and <code>/graphql</code> from your own apps as yourself, limited to the scopes you choose.
          </p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setOpen({ kind: 'create' })}
          data-testid="api-key-new"
        >
          Create key
        </button>
      </header>
      {!data && loading ? (
        <PanelSkeleton label="Loading your API keys" cards={2} />
      ) : !data ? (
        <ErrorState
          title="Failed to load"
          message="Your API keys could not be loaded."
          detail={error?.message}
          onRetry={reload}
        />
      ) : data.apiKeys.length === 0 ? (
        <EmptyState
          testId="api-keys-empty"
          title="No API keys yet"
          description="Create a key to call the API from a script, a server or CI."
        />
      ) : (
        <ul className="api-keys__list" data-testid="api-keys">
          {data.apiKeys.map((entry) => (
            <ApiKeyRow key={entry.id} entry={entry} onAction={(kind) => setOpen({ kind, entry })} />
          ))}
        </ul>
      )}
      <Suspense fallback={null}>
        {open?.kind === 'create' && <CreateApiKeyDialog onCreated={reload} onClose={() => setOpen(null)} />}
        {open && open.kind !== 'create' && (
          <ApiKeyActionDialog action={open.kind} apiKey={open.entry} onChanged={reload} onClose={() => setOpen(null)} />
        )}
      </Suspense>
    </section>
  );
}
