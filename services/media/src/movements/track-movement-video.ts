import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dynamics, isOwnUpload, type ReplyOf, type RequestOf } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { trackVideo } from '../media-tools/face-rig.js';
import { putBuffer } from '../media-tools/storage-io.js';
import { checkMovementVideo, type ProbeMovementDeps } from './probe-movement-video.js';

/** Where a clip's track is stored: beside it, `<clip>.track.json`. */
export const trackKeyOf = (videoKey: string) => `${videoKey.replace(/\.mp4$/i, '')}.track.json`;

/**
 * media.movements.track-video: an upload the owner's PUT is about to save is checked as the
 * probe checks it (a refusal is the same BAD_INPUT), then tracked (trackStoredVideo), so the
 * player moves the mouth on it. A face that cannot be followed: no track (null).
 */
export async function trackMovementVideo(
  deps: ProbeMovementDeps,
  input: RequestOf<typeof dynamics.trackMovementVideo>,
): Promise<ReplyOf<typeof dynamics.trackMovementVideo>> {
  if (!isOwnUpload(input.key, input.ownerId)) throw new AppError('FORBIDDEN', 'Forbidden');
  const video = await checkMovementVideo(deps, input.key);
  return { trackKey: await trackStoredVideo(deps, input.key, video) };
}

/**
 * A stored movement video that passed the checks (an upload, a GPU host's result, an older
 * clip): its face followed through it as a video agent's idle video is (`trackVideo`: 8 samples
 * a second) and the track stored beside it. Idempotent: a track already there is kept, so a run
 * killed after storing it does not make it again. A face that cannot be followed: null.
 */
export async function trackStoredVideo(
  deps: ProbeMovementDeps,
  key: string,
  video: { width: number; height: number },
  signal?: AbortSignal,
): Promise<string | null> {
  const trackKey = trackKeyOf(key);
  if (await deps.storage.stat(trackKey)) return trackKey;
  const workDir = await mkdtemp(path.join(tmpdir(), 'movement-track-'));
  try {
    const file = await deps.storage.toolInput(key);
    const { track } = await trackVideo(deps.config.FFMPEG_PATH, deps.faces, file, video, workDir, {
      timeoutMs: 60_000,
      ...(signal ? { signal } : {}),
    });
    if (!track) return null;
    await putBuffer(deps.storage, trackKey, Buffer.from(JSON.stringify(track)), 'application/json');
    return trackKey;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
