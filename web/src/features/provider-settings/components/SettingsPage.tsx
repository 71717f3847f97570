import { providerKeys } from '@avatarium/contracts';
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import { EmptyState } from '../../../shared/components/EmptyState';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { SignInPrompt } from '../../../shared/components/SignInPrompt';
import { Logo } from '../../../shared/components/Logo';
import { useSession } from '../../../shared/session/useSession';
import { ProviderKeysQuery } from '../../../shared/provider-keys/providerKeysQuery';
import { AddProviderKeyMutation, RemoveProviderKeyMutation, TestProviderKeyMutation } from '../graphql/providerKeyOperations';
// The form fields look as in the settings dialogs.
import '../../../shared/components/settings.css';
import './settingsPage.css';

const PLATFORMS = Object.entries(providerKeys.PROVIDER_PLATFORMS) as Array<
  [providerKeys.Platform, (typeof providerKeys.PROVIDER_PLATFORMS)[providerKeys.Platform]]
>;
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** /settings (spec 000, 001): the signed-in user's own provider keys, tested before they are kept. */
export function SettingsPage() {
  const session = useSession();
  return (
    <main className="settings-page">
      <header className="settings-page__header">
        <a href="/" aria-label="Back to your agents">
          <Logo />
        </a>
        <h1 className="page-heading__title">Settings</h1>
      </header>
      {session.status === 'loading' ? (
        <PanelSkeleton label="Loading settings" cards={2} />
      ) : session.status !== 'signedIn' ? (
        <SignInPrompt
          testId="settings-sign-in"
          title="Sign In to Manage Providers"
          description="Your own AI provider keys are kept for your account once you sign in."
        />
      ) : (
        <ProvidersSection />
      )}
    </main>
  );
}

function ProvidersSection() {
  const { data, loading, error, refetch } = useQuery(ProviderKeysQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="settings-section" id="providers" aria-labelledby="providers-heading">
      <div>
        <h2 id="providers-heading">Providers</h2>
        <p className="settings-section__lead">
          Bring your own API keys: agents you point at a key in their Providers settings talk through it; every other agent uses
          the platform default. Keys are tested with a real call, encrypted at rest, and never shown again.
        </p>
      </div>
      <AddKeyForm onAdded={() => void refetch()} />
      {!data && loading ? (
        <PanelSkeleton label="Loading your keys" cards={2} />
      ) : !data ? (
        <ErrorState
          title="Failed to load"
          message="Your provider keys could not be loaded."
          detail={error?.message}
          onRetry={() => void refetch()}
        />
      ) : data.providerKeys.length === 0 ? (
        <EmptyState
          testId="provider-keys-empty"
          title="No provider keys yet"
          description="Your agents use the platform default until you add a key."
        />
      ) : (
        <ul className="provider-keys" data-testid="provider-keys">
          {data.providerKeys.map((key) => (
            <KeyRow key={key.id} entry={key} onRemoved={() => void refetch()} />
          ))}
        </ul>
      )}
    </section>
  );
}

function AddKeyForm({ onAdded }: { onAdded: () => void }) {
  const [platform, setPlatform] = useState<providerKeys.Platform>('openai');
  const [label, setLabel] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useMutation(AddProviderKeyMutation);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await add({ variables: { platform, apiKey, label: label.trim() || null } });
      const result = data?.addProviderKey;
      if (!result?.ok) throw new Error(result?.error?.message || 'The key could not be added.');
      // Only a kept key leaves the field: a refused one stays for the user to correct.
      setApiKey('');
      setLabel('');
      toast.success(`${result.key?.label ?? 'Key'} added`, { description: 'The key works and is kept encrypted.' });
      onAdded();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The key could not be added.');
    }
  };

  return (
    <form className="card provider-key-form" onSubmit={(event) => void submit(event)} data-testid="provider-key-form">
      <label className="settings-field">
        <span>Platform</span>
        <select
          value={platform}
          onChange={(event) => setPlatform(event.target.value as providerKeys.Platform)}
          data-testid="provider-key-platform"
        >
          {PLATFORMS.map(([id, info]) => (
            <option key={id} value={id} disabled={info.comingSoon}>
              {info.label}
              {info.comingSoon ? ' (Coming Soon)' : ''}
            </option>
          ))}
        </select>
        <small className="provider-key-form__hint" data-testid="provider-key-capabilities">
          Runs {providerKeys.PROVIDER_PLATFORMS[platform].capabilities.map((capability) => capability.toUpperCase()).join(', ')}
        </small>
      </label>
      <label className="settings-field">
        <span>Label (optional)</span>
        <input
          value={label}
          maxLength={60}
          placeholder={providerKeys.PROVIDER_PLATFORMS[platform].label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </label>
      <label className="settings-field provider-key-form__key">
        <span>API key</span>
        <input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={apiKey}
          maxLength={500}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => setApiKey(event.target.value)}
          data-testid="provider-key-input"
        />
      </label>
      <button
        type="submit"
        className="button button--primary"
        disabled={loading || !apiKey.trim()}
        data-testid="provider-key-add"
      >
        {loading ? 'Testing key…' : 'Test and add'}
      </button>
      {problem && (
        <p className="settings-field__problem provider-key-form__problem" role="alert" data-testid="provider-key-problem">
          {problem}
        </p>
      )}
    </form>
  );
}

interface KeyEntry {
  id: string;
  platform: string;
  label: string;
  masked: string;
  capabilities: string[];
  createdAt: string;
}

function KeyRow({ entry, onRemoved }: { entry: KeyEntry; onRemoved: () => void }) {
  const [test, testing] = useMutation(TestProviderKeyMutation);
  const [remove, removing] = useMutation(RemoveProviderKeyMutation);
  const [check, setCheck] = useState<{ ok: boolean; message: string } | null>(null);
  const platform = providerKeys.PROVIDER_PLATFORMS[entry.platform as providerKeys.Platform];

  const runTest = async () => {
    setCheck(null);
    try {
      const { data } = await test({ variables: { id: entry.id } });
      setCheck(data?.testProviderKey ?? { ok: false, message: 'The key could not be tested.' });
    } catch (error) {
      setCheck({ ok: false, message: error instanceof Error ? error.message : 'The key could not be tested.' });
    }
  };
  const runRemove = async () => {
    if (!window.confirm(`Remove ${entry.label}? Agents using it fall back to the platform default.`)) return;
    try {
      await remove({ variables: { id: entry.id } });
      toast.success(`${entry.label} removed`);
      onRemoved();
    } catch (error) {
      toast.error('Remove failed', { description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };

  return (
    <li className="card provider-key" data-testid="provider-key">
      <div className="provider-key__about">
        <strong>{entry.label}</strong>
        <span className="provider-key__meta">
          {platform?.label ?? entry.platform} · <code data-testid="provider-key-masked">{entry.masked}</code> · added{' '}
          {dateFormat.format(new Date(entry.createdAt))}
        </span>
        <span className="provider-key__capabilities">
          {entry.capabilities.map((capability) => (
            <span key={capability} className="badge">
              {capability.toUpperCase()}
            </span>
          ))}
        </span>
        {check && (
          <span
            className={check.ok ? 'provider-key__ok' : 'settings-field__problem'}
            role="status"
            data-testid="provider-key-check"
          >
            {check.message}
          </span>
        )}
      </div>
      <div className="provider-key__actions">
        <button type="button" className="button button--secondary" disabled={testing.loading} onClick={() => void runTest()}>
          {testing.loading ? 'Testing…' : 'Test'}
        </button>
        <button type="button" className="button button--danger" disabled={removing.loading} onClick={() => void runRemove()}>
          Remove
        </button>
      </div>
    </li>
  );
}
