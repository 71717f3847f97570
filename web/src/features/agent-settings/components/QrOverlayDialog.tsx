import { useState } from 'react';
import { toast } from 'sonner';
import type { UiOverlayInput } from '../../../gql/graphql';
import { ActionModal } from '../../../shared/components/ActionModal';
import { SettingsActions } from '../../../shared/components/SettingsActions';
import { SettingsTabs } from '../../../shared/components/SettingsTabs';
import { QrOverlayStack } from '../../../shared/viewer-overlays/QrOverlayStack';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { useSaveThenClose } from '../hooks/useSaveThenClose';
import { urlFieldProblem } from '../model/urlField';
import { overlayInputOf } from '../model/overlayInput';

const QR_MAX = 6;
const QR_TABS = [
  { name: 'configure', label: 'Configure' },
  { name: 'preview', label: 'Preview' },
] as const;
const blank = () => ({ original_url: '', enabled: true, title: 'Scan me' });

interface QrOverlayDialogProps {
  agent: AgentSettings;
  save: (overlay: UiOverlayInput) => Promise<string | null>;
  onClose: () => void;
}

/** Spec 001: QR codes over the viewer, with Configure and Preview tabs and the list rules of section 5. */
export function QrOverlayDialog({ agent, save, onClose }: QrOverlayDialogProps) {
  const stored = overlayInputOf(agent);
  const [entries, setEntries] = useState(() =>
    stored.qr_code.length
      ? stored.qr_code.map((entry) => ({ ...entry, title: entry.title ?? 'Scan me', enabled: entry.enabled ?? true }))
      : [blank()],
  );
  const [tab, setTab] = useState<'configure' | 'preview'>('configure');
  const saving = useSaveThenClose(save, onClose, {
    saved: 'QR codes saved',
    failureTitle: 'Save failed',
    fallback: 'Could not save the QR code settings',
  });
  const { busy } = saving;
  const problems = entries.map((entry) => urlFieldProblem(entry.original_url));

  const change = (index: number, patch: Partial<(typeof entries)[number]>) =>
    setEntries((list) => list.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  const remove = (index: number) => {
    if (entries.length <= 1) {
      toast.error('Cannot remove', { description: 'At least one URL entry is required' });
      return;
    }
    setEntries((list) => list.filter((_, at) => at !== index));
  };

  const submit = async () => {
    const kept = entries
      .map((entry) => ({ ...entry, original_url: entry.original_url.trim(), title: entry.title.trim() || 'Scan me' }))
      .filter((entry) => entry.original_url !== '');
    // Nothing to keep, or nothing changed: nothing is saved.
    if (kept.length === 0 || JSON.stringify(kept) === JSON.stringify(stored.qr_code)) {
      onClose();
      return;
    }
    await saving.run({ ...stored, qr_code: kept });
  };

  return (
    <ActionModal title="QR Code Overlay" onClose={onClose} busy={busy} testId="qr-overlay-dialog">
      <SettingsTabs tabs={QR_TABS} selected={tab} onSelect={setTab} />
      {tab === 'configure' ? (
        <div className="settings-form">
          {entries.map((entry, index) => (
            <fieldset key={index} className="settings-entry">
              <legend>QR code {index + 1}</legend>
              <label className="settings-field">
                <span>URL</span>
                <input
                  type="url"
                  inputMode="url"
                  value={entry.original_url}
                  placeholder="https://example.com"
                  onChange={(event) => change(index, { original_url: event.target.value })}
                  aria-invalid={Boolean(problems[index])}
                  data-testid={`qr-url-${index}`}
                />
                {problems[index] && <small className="settings-field__problem">{problems[index]}</small>}
              </label>
              <label className="settings-field">
                <span>Title</span>
                <input value={entry.title} maxLength={40} onChange={(event) => change(index, { title: event.target.value })} />
              </label>
              <div className="settings-entry__row">
                <label className="settings-check">
                  <input
                    type="checkbox"
                    checked={entry.enabled}
                    onChange={(event) => change(index, { enabled: event.target.checked })}
                  />
                  Show
                </label>
                <button type="button" className="button button--ghost button--small" onClick={() => remove(index)}>
                  Remove
                </button>
              </div>
            </fieldset>
          ))}
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={entries.length >= QR_MAX}
            onClick={() => setEntries((list) => [...list, blank()])}
          >
            Add URL
          </button>
        </div>
      ) : (
        <div className="settings-preview" data-testid="qr-preview">
          <QrOverlayStack entries={entries} />
          {!entries.some((entry) => entry.enabled && entry.original_url.trim()) && (
            <p className="settings-muted">Add a URL to see its code.</p>
          )}
        </div>
      )}
      <SettingsActions
        onCancel={onClose}
        cancelDisabled={busy}
        onConfirm={() => void submit()}
        confirmDisabled={busy || problems.some(Boolean)}
        testId="qr-save"
      >
        {busy ? 'Saving…' : 'Save'}
      </SettingsActions>
    </ActionModal>
  );
}
