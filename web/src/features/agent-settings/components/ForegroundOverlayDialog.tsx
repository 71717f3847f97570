import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { UiOverlayInput } from '../../../gql/graphql';
import { ActionModal } from '../../../shared/components/ActionModal';
import { ToggleSwitch } from '../../../shared/components/ToggleSwitch';
import { uploadOverlayImage } from '../api/uploadOverlayImage';
import type { AgentSettings } from '../hooks/useAgentSettings';
import { failureToast } from '../hooks/useAgentSettings';
import { EXAMPLE_FRAMES, migratedLegacyFrame, OVERLAY_ACCEPT, overlayFileProblem } from '../model/overlayFile';
import { overlayInputOf } from '../model/overlayInput';

interface ForegroundOverlayDialogProps {
  agent: AgentSettings;
  save: (overlay: UiOverlayInput) => Promise<string | null>;
  onClose: () => void;
}

/** Spec 001: a frame over the agent — upload or pick an example, preview it live, switch it on. */
export function ForegroundOverlayDialog({ agent, save, onClose }: ForegroundOverlayDialogProps) {
  const stored = overlayInputOf(agent);
  const [url, setUrl] = useState(() => migratedLegacyFrame(stored.foreground.url) ?? stored.foreground.url);
  const [enabled, setEnabled] = useState(stored.foreground.enabled);
  const [busy, setBusy] = useState<'upload' | 'save' | null>(null);
  const [broken, setBroken] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const poster = agent.posterUrl ?? agent.imageUrl;

  const persist = async (next: { url: string; enabled: boolean }, announce: boolean) => {
    setBusy('save');
    const reason = await save({ ...stored, foreground: next });
    setBusy(null);
    if (reason !== null) failureToast('Save failed', reason, 'Could not save the foreground overlay');
    else if (announce) toast.success('Overlay saved');
    return reason === null;
  };

  // An older example path is migrated and saved by itself after 500 ms (spec 001 4).
  useEffect(() => {
    const migrated = migratedLegacyFrame(stored.foreground.url);
    if (!migrated) return;
    const timer = setTimeout(() => void persist({ url: migrated, enabled: stored.foreground.enabled }, false), 500);
    return () => clearTimeout(timer);
    // Once, for the overlay the dialog opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pick = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    const problem = overlayFileProblem(file);
    if (problem) {
      toast.error(problem === 'Invalid file type' ? 'Invalid file type' : 'File too large', { description: problem });
      return;
    }
    setBusy('upload');
    const result = await uploadOverlayImage(agent.id, file);
    setBusy(null);
    if ('error' in result) toast.error('Upload failed', { description: result.error });
    else setUrl(result.url);
  };

  const submit = async () => {
    if (!url) return;
    if (url === stored.foreground.url && enabled === stored.foreground.enabled) return onClose();
    if (await persist({ url, enabled }, true)) onClose();
  };

  return (
    <ActionModal title="Foreground Overlay" onClose={onClose} busy={busy !== null} size="large" testId="foreground-dialog">
      <div className="foreground-editor">
        <div className="foreground-preview" data-testid="foreground-preview">
          {poster ? (
            <img className="foreground-preview__agent" src={poster} alt="" />
          ) : (
            <div className="foreground-preview__agent" />
          )}
          {url && broken !== url && (
            <img className="foreground-preview__frame" src={url} alt="Overlay preview" onError={() => setBroken(url)} />
          )}
        </div>
        {url && broken === url && (
          <p className="settings-field__problem" role="alert">
            Invalid overlay image: the image no longer exists, so pick a new one.
          </p>
        )}
        <div className="foreground-examples" role="group" aria-label="Example frames">
          {EXAMPLE_FRAMES.map((example, index) => (
            <button
              key={example}
              type="button"
              className="foreground-example"
              aria-pressed={url === example}
              onClick={() => setUrl(example)}
              data-testid={`frame-example-${index + 1}`}
            >
              <img src={example} alt={`Example frame ${index + 1}`} />
            </button>
          ))}
        </div>
        <input
          ref={fileRef}
          type="file"
          accept={OVERLAY_ACCEPT}
          hidden
          onChange={(event) => void pick(event.target.files?.[0])}
          data-testid="frame-file"
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => fileRef.current?.click()}
          disabled={busy !== null}
        >
          {busy === 'upload' ? 'Uploading…' : 'Upload your own (PNG with transparency, up to 10 MB)'}
        </button>
        <ToggleSwitch
          label="Show the overlay"
          description={url ? 'Drawn over the agent for every visitor.' : 'Pick or upload an image first.'}
          checked={enabled && url !== ''}
          disabled={!url || busy !== null}
          onChange={setEnabled}
          testId="frame-enabled"
        />
      </div>
      <div className="settings-actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy !== null}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!url || busy !== null}
          onClick={() => void submit()}
          data-testid="frame-save"
        >
          {busy === 'save' ? 'Saving…' : 'Save'}
        </button>
      </div>
    </ActionModal>
  );
}
