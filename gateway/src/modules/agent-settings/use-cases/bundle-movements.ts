import type { Agent } from '@avatarium/contracts';

/** Where the clips go in an agent bundle, and the manifest's block that names them (docs/on-prem-bundle.md). */
export const MOVEMENTS_FOLDER = 'movements';

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
  if (!agent.dynamics?.enabled || !manifestBytes) return;
  const clips = Object.entries(agent.dynamics.batch_results).flatMap(([id, video]) =>
    'video_key' in video ? [{ id, key: video.video_key }] : [],
  );
  const loaded = await Promise.all(clips.map(async (clip) => ({ ...clip, bytes: await read(clip.key).catch(() => null) })));
  const found = loaded.filter((clip) => clip.bytes !== null);
  if (found.length === 0) return;
  const manifest = JSON.parse(new TextDecoder().decode(manifestBytes)) as {
    movements?: unknown;
    assets?: Array<{ path: string; contentType: string; size: number }>;
  };
  const files = found.map((clip) => {
    const path = `${MOVEMENTS_FOLDER}/${clip.id}.mp4`;
    bundle[path] = clip.bytes!;
    manifest.assets?.push({ path, contentType: 'video/mp4', size: clip.bytes!.length });
    return path;
  });
  manifest.movements = { files };
  bundle['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest));
}
