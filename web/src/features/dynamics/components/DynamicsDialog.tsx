import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { ErrorState } from '../../../shared/components/ErrorState';
import { PanelSkeleton } from '../../../shared/components/PanelSkeleton';
import { ActionModal } from '../../../shared/components/ActionModal';
import { uploadFile } from '../../../shared/uploads/api/uploadFile';
import {
  GenerateAgentMovementsMutation,
  RegenerateAgentMovementsMutation,
  SetAgentDynamicsEnabledMutation,
  SetAgentDynamicsMutation,
} from '../graphql/dynamicsOperations';
import { useDynamics } from '../hooks/useDynamics';
import { DYNAMICS_TEXT, DYNAMICS_TOAST_MS, generationRefusal, isMp4, uploadFailureText } from '../model/dynamicsText';
import { batchOf, newVideoId, setChanged, tilesOf, type VideoTile } from '../model/videoTiles';
import { GenerateConfirm } from './GenerateConfirm';
import { VideoPreviewModal } from './VideoPreviewModal';
import { VideoTileCard } from './VideoTileCard';
import '../../../shared/components/settings.css';
import './dynamics.css';

const failure = (title: string, description?: string) =>
  toast.error(title, { ...(description ? { description } : {}), duration: DYNAMICS_TOAST_MS });

/**
 * Spec 003 2.2, Dynamics Settings: the agent's movement videos. Adding and removing change the
 * set locally (Save Changes then saves it and asks for regeneration); the toggle, Remove All and
 * Generate Movements act at once. While a generation runs, its videos arrive one by one.
 */
export function DynamicsDialog({ agentId, onClose }: { agentId: string; onClose: () => void }) {
  const { dynamics, loading, failed, retry } = useDynamics(agentId);
  const saved = tilesOf(dynamics);
  const [edited, setEdited] = useState<VideoTile[] | null>(null);
  const tiles = edited ?? saved;
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const isEnabled = enabled ?? dynamics?.enabled ?? false;
  const [preview, setPreview] = useState<VideoTile | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const generating = dynamics?.status === 'generating';
  const changed = setChanged(saved, tiles);
  const uploading = tiles.some((tile) => tile.isUploading);
  const [save] = useMutation(SetAgentDynamicsMutation);
  const [toggle] = useMutation(SetAgentDynamicsEnabledMutation);
  const [generate] = useMutation(GenerateAgentMovementsMutation);
  const [regenerate] = useMutation(RegenerateAgentMovementsMutation);

  useEffect(() => {
    if (failed) failure(DYNAMICS_TEXT.loadFailed);
  }, [failed]);

  const update = (change: (current: VideoTile[]) => VideoTile[]) => setEdited((current) => change(current ?? saved));

  const addFiles = (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (!isMp4(file)) {
        failure(DYNAMICS_TEXT.uploadFailed, uploadFailureText(DYNAMICS_TEXT.onlyMp4, file.size));
        continue;
      }
      const id = newVideoId();
      const patch = (change: Partial<VideoTile>) =>
        update((current) => current.map((tile) => (tile.id === id ? { ...tile, ...change } : tile)));
      update((current) => [
        ...current,
        { id, name: file.name, url: null, isUploading: true, progress: 0, hasError: false, errorMessage: null },
      ]);
      // Probed as a movement video by the server: an unusable one is refused here, with why.
      uploadFile(file, { agentId, purpose: 'movement-video', onProgress: (progress) => patch({ progress }) }).then(
        (uploaded) => patch({ isUploading: false, url: uploaded.url, storagePath: uploaded.storagePath }),
        (error: unknown) => {
          update((current) => current.filter((tile) => tile.id !== id));
          failure(DYNAMICS_TEXT.uploadFailed, uploadFailureText(error instanceof Error ? error.message : null, file.size));
        },
      );
    }
    if (input.current) input.current.value = '';
  };

  const remove = (id: string) => {
    update((current) => current.filter((tile) => tile.id !== id));
    // Spec 003 4: the flag goes off with the last video.
    if (tiles.filter((tile) => tile.id !== id && !tile.hasError).length === 0) setEnabled(false);
  };

  const removeAll = async () => {
    setBusy(true);
    try {
      const { data } = await save({ variables: { id: agentId, dynamics: { enabled: false, batch_results: [] } } });
      if (!data?.setAgentDynamics.ok) throw new Error(data?.setAgentDynamics.error?.message);
      setEdited(null);
      setEnabled(null);
      retry();
    } catch {
      failure(DYNAMICS_TEXT.removeFailed, DYNAMICS_TEXT.tryAgain);
      retry();
    } finally {
      setBusy(false);
    }
  };

  const flip = async () => {
    const next = !isEnabled;
    setEnabled(next);
    try {
      const { data } = await toggle({ variables: { id: agentId, enabled: next } });
      if (!data?.setAgentDynamicsEnabled.ok) throw new Error(data?.setAgentDynamicsEnabled.error?.message);
      retry();
    } catch {
      setEnabled(!next); // a failed toggle reverts the switch
      failure(DYNAMICS_TEXT.updateFailed, DYNAMICS_TEXT.tryAgain);
    }
  };

  const saveChanges = async () => {
    setBusy(true);
    try {
      const hasVideos = tiles.some((tile) => !tile.hasError && !tile.isUploading);
      const { data } = await save({
        variables: { id: agentId, dynamics: { enabled: isEnabled && hasVideos, batch_results: batchOf(tiles) } },
      });
      if (!data?.setAgentDynamics.ok) throw new Error(data?.setAgentDynamics.error?.message);
      setEdited(null);
      setEnabled(null);
      retry();
    } catch (error) {
      setBusy(false);
      // The server's reason (no face in the video, too long, not H.264) says what to fix.
      return failure(DYNAMICS_TEXT.saveFailed, error instanceof Error && error.message ? error.message : undefined);
    }
    try {
      const { data } = await regenerate({ variables: { id: agentId } });
      const result = data?.regenerateAgentMovements;
      if (!result?.ok) throw new Error(result?.error?.message);
      if (result.fallbackToAsync) toast.info(DYNAMICS_TEXT.checkBackLater, { duration: Infinity, id: 'dynamics-regeneration' });
      else toast.success('Dynamics saved');
    } catch {
      toast.warning(DYNAMICS_TEXT.regenerationFailed, {
        description: DYNAMICS_TEXT.regenerationFailedText,
        duration: DYNAMICS_TOAST_MS,
      });
    } finally {
      setBusy(false);
    }
  };

  const askGenerate = () => {
    if (generating) {
      toast.warning(DYNAMICS_TEXT.generationInProgress, { duration: DYNAMICS_TOAST_MS });
      return;
    }
    setConfirming(true);
  };

  const startGeneration = async () => {
    setBusy(true);
    try {
      const { data } = await generate({ variables: { id: agentId } });
      const result = data?.generateAgentMovements;
      if (!result?.ok) {
        const refusal = generationRefusal(result?.error?.message);
        const show = refusal.kind === 'warning' ? toast.warning : toast.error;
        show(refusal.title, { description: refusal.description, duration: DYNAMICS_TOAST_MS });
        return;
      }
      toast.success('Generating movements', { description: 'Each video appears here as soon as it is made.' });
      retry();
    } catch {
      failure(DYNAMICS_TEXT.generationFailed, DYNAMICS_TEXT.generateFailedDefault);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const locked = generating || busy;
  return (
    <ActionModal
      title="Dynamics Settings"
      subtitle={DYNAMICS_TEXT.subtitle}
      onClose={onClose}
      size="large"
      testId="dynamics-dialog"
    >
      {loading && <PanelSkeleton label="Loading dynamics" cards={3} />}
      {failed && <ErrorState title={DYNAMICS_TEXT.loadFailed} message={DYNAMICS_TEXT.tryAgain} onRetry={retry} />}
      {dynamics && (
        <div className="dynamics">
          <div className="dynamics__bar">
            <button
              type="button"
              className={`button ${isEnabled ? 'button--primary' : 'button--ghost'}`}
              aria-pressed={isEnabled}
              disabled={locked || saved.every((tile) => tile.hasError)}
              onClick={() => void flip()}
              data-testid="dynamics-toggle"
            >
              {isEnabled ? 'Enabled' : 'Disabled'}
            </button>
            {changed && (
              <button
                type="button"
                className="button button--primary"
                disabled={locked || uploading}
                onClick={() => void saveChanges()}
                data-testid="dynamics-save"
              >
                Save Changes
              </button>
            )}
          </div>
          {generating && (
            <p className="dynamics__progress" role="status" data-testid="dynamics-generating">
              <strong>{DYNAMICS_TEXT.inProgress}</strong>
              <span>
                {dynamics.batch_results.length > 0 ? `${dynamics.batch_results.length} video(s) so far. ` : ''}Videos appear here
                as they are made.
              </span>
            </p>
          )}
          {tiles.length === 0 && !generating && (
            <p className="dynamics__empty">
              No movement videos yet. Add an MP4 or generate movements from the agent&apos;s picture.
            </p>
          )}
          <ul className="dynamics__grid">
            {tiles.map((tile) => (
              <VideoTileCard
                key={tile.id}
                tile={tile}
                disabled={locked}
                onOpen={() => setPreview(tile)}
                onRemove={() => remove(tile.id)}
              />
            ))}
            <li className="dynamics-tile dynamics-tile--action">
              <button type="button" disabled={locked} onClick={() => input.current?.click()} data-testid="dynamics-add">
                <span aria-hidden="true">+</span> Add Video
                <small>MP4 only</small>
              </button>
              <input
                ref={input}
                type="file"
                accept="video/mp4,.mp4"
                multiple
                hidden
                onChange={(event) => addFiles(event.target.files)}
                data-testid="dynamics-file"
              />
            </li>
            <li className="dynamics-tile dynamics-tile--action">
              <button
                type="button"
                disabled={busy}
                aria-disabled={generating}
                onClick={askGenerate}
                data-testid="dynamics-generate-tile"
              >
                <span aria-hidden="true">✦</span> Generate Movements
                <small>250 credits</small>
              </button>
            </li>
            {tiles.length > 0 && (
              <li className="dynamics-tile dynamics-tile--action dynamics-tile--danger">
                <button type="button" disabled={locked} onClick={() => void removeAll()} data-testid="dynamics-remove-all">
                  <span aria-hidden="true">×</span> Remove All
                </button>
              </li>
            )}
          </ul>
        </div>
      )}
      {preview && <VideoPreviewModal tile={preview} onClose={() => setPreview(null)} />}
      {confirming && (
        <GenerateConfirm busy={busy} onCancel={() => setConfirming(false)} onConfirm={() => void startGeneration()} />
      )}
    </ActionModal>
  );
}
