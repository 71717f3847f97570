import type { Agent } from '@avatarium/contracts';

/** Where the clips go in an agent bundle, and the manifest's block that names them (docs/on-prem-bundle.md). */
export const MOVEMENTS_FOLDER = 'movements';

/** One movement clip as it goes into a bundle: its 12-letter id and storage key, and its track's when it has one. */
export interface MovementClip {
  id: string;
  key: string;
  trackKey?: string;
}

/** A clip's path inside the agent bundle. */
export const movementPath = (clip: Pick<MovementClip, 'id'>) => `${MOVEMENTS_FOLDER}/${clip.id}.mp4`;
/** Its track's path (docs/face-rig.md `track`), beside it. */
export const movementTrackPath = (clip: Pick<MovementClip, 'id'>) => `${MOVEMENTS_FOLDER}/${clip.id}.track.json`;

/** The clips a bundle carries: every stored video (not a failed one) while dynamics is enabled, else none. */
export function movementClipsOf(agent: Pick<Agent, 'dynamics'>): MovementClip[] {
  if (!agent.dynamics?.enabled) return [];
  return Object.entries(agent.dynamics.batch_results).flatMap(([id, video]) =>
    'video_key' in video ? [{ id, key: video.video_key, ...(video.track_key ? { trackKey: video.track_key } : {}) }] : [],
  );
}

/** A clip as it goes in: its size, and its track's (null: none, or its file is gone). */
export type SizedMovementClip = MovementClip & { size: number; trackSize?: number | null };

/**
 * The bundle's manifest.json naming these clips (`movements: {files}` and their `assets`
 * entries); with any track, `movements.tracks` beside `files` (the same order, null for a clip
 * without one).
 */
export function manifestWithMovements(manifestBytes: Uint8Array, clips: SizedMovementClip[]): Uint8Array {
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as {
    movements?: unknown;
    assets?: Array<{ path: string; contentType: string; size: number }>;
  };
  const files = clips.map((clip) => {
    const path = movementPath(clip);
    manifest.assets?.push({ path, contentType: 'video/mp4', size: clip.size });
    return path;
  });
  const tracks = clips.map((clip) => {
    if (clip.trackSize === null || clip.trackSize === undefined) return null;
    const path = movementTrackPath(clip);
    manifest.assets?.push({ path, contentType: 'application/json', size: clip.trackSize });
    return path;
  });
  manifest.movements = tracks.some(Boolean) ? { files, tracks } : { files };
  return new TextEncoder().encode(JSON.stringify(manifest));
}

/**
 * Adds the agent's movement clips to its unpacked bundle while dynamics is enabled:
 * `movements/<video id>.mp4` each, `manifest.json` `movements: {files}` and their `assets`
 * entries, so a player offline plays them as the viewer does. Failed videos, or a file that is
 * gone from storage, are left out; disabled dynamics adds nothing.
 */
export async function addMovementClips(
  agent: Pick<Agent, 'dynamics'>,
  bundle: Record<string, Uint8Array>,
  read: (key: string) => Promise<Uint8Array>,
): Promise<void> {
  const manifestBytes = bundle['manifest.json'];
  if (!manifestBytes) return;
  const clips = movementClipsOf(agent);
  const loaded = await Promise.all(
    clips.map(async (clip) => ({
      ...clip,
      bytes: await read(clip.key).catch(() => null),
      track: clip.trackKey ? await read(clip.trackKey).catch(() => null) : null,
    })),
  );
  const found = loaded.flatMap((clip) =>
    clip.bytes ? [{ ...clip, bytes: clip.bytes, size: clip.bytes.length, trackSize: clip.track?.length ?? null }] : [],
  );
  if (found.length === 0) return;
  for (const clip of found) {
    bundle[movementPath(clip)] = clip.bytes;
    if (clip.track) bundle[movementTrackPath(clip)] = clip.track;
  }
  bundle['manifest.json'] = manifestWithMovements(manifestBytes, found);
}
