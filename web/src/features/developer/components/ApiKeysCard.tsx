import { useQuery } from '@apollo/client/react';
import { lazy, useState } from 'react';
import { ApiKeysQuery } from '../graphql/apiKeyOperations';
import { ApiKeyRow, type ApiKeyEntry } from './ApiKeyRow';
import { ListCard } from './ListCard';

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
    <ListCard
      name="api-keys"
      title="API Keys"
      description={
        <>
          Call <code>/api</code> and <code>/graphql</code> from your own apps as yourself, limited to the scopes you choose.
        </>
      }
      action={{ label: 'Create key', testId: 'api-key-new', onClick: () => setOpen({ kind: 'create' }) }}
      items={data?.apiKeys ?? null}
      loading={loading}
      error={error?.message}
      loadingLabel="Loading your API keys"
      skeletonCards={2}
      errorMessage="Your API keys could not be loaded."
      onRetry={reload}
      empty={{
        testId: 'api-keys-empty',
        title: 'No API keys yet',
        description: 'Create a key to call the API from a script, a server or CI.',
      }}
      renderItem={(entry) => <ApiKeyRow key={entry.id} entry={entry} onAction={(kind) => setOpen({ kind, entry })} />}
      dialogs={
        <>
          {open?.kind === 'create' && <CreateApiKeyDialog onCreated={reload} onClose={() => setOpen(null)} />}
          {open && open.kind !== 'create' && (
            <ApiKeyActionDialog action={open.kind} apiKey={open.entry} onChanged={reload} onClose={() => setOpen(null)} />
          )}
        </>
      }
    />
  );
}
