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
 * probe checks it (a refusal is the same BAD_INPUT), then its face is tracked through it as a
 * video agent's idle video is (`trackVideo`: 8 samples a second) and the track stored beside it,
 * so the player moves the mouth on it. A face that cannot be followed: no track (null).
 */
export async function trackMovementVideo(
  deps: ProbeMovementDeps,
  input: RequestOf<typeof dynamics.trackMovementVideo>,
): Promise<ReplyOf<typeof dynamics.trackMovementVideo>> {
  if (!isOwnUpload(input.key, input.ownerId)) throw new AppError('FORBIDDEN', 'Forbidden');
  const video = await checkMovementVideo(deps, input.key);
  const workDir = await mkdtemp(path.join(tmpdir(), 'movement-track-'));
  try {
    const file = await deps.storage.toolInput(input.key);
    const { track } = await trackVideo(deps.config.FFMPEG_PATH, deps.faces, file, video, workDir, { timeoutMs: 60_000 });
    if (!track) return { trackKey: null };
    const trackKey = trackKeyOf(input.key);
    await putBuffer(deps.storage, trackKey, Buffer.from(JSON.stringify(track)), 'application/json');
    return { trackKey };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
