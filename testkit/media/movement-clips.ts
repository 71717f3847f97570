import { Readable } from 'node:stream';
import { dynamics, type Agent } from '@avatarium/contracts';
import type { TestStack } from '../stack.js';

/**
 * Stores movement clips for the owner's agent as a generation stores them (`clips`: the bytes
 * by 12-letter video id; `tracks`: a track file for some of them) and answers their keys and
 * `set(enabled)`: the agent's dynamics with those clips and a failed video beside them, enabled
 * or not.
 */
export async function storedMovementClips(
  stack: TestStack,
  agent: Agent,
  ownerId: string,
  clips: Record<string, Buffer>,
  tracks: Record<string, Buffer> = {},
) {
  const stored = Object.entries(clips).map(([id, bytes]) => ({ id, bytes, key: `agents/${agent.id}/dynamics/${id}.mp4` }));
  for (const clip of stored) await stack.storage.put(clip.key, Readable.from([clip.bytes]), 'video/mp4');
  const trackKeys: Record<string, string> = {};
  for (const [id, bytes] of Object.entries(tracks)) {
    trackKeys[id] = `agents/${agent.id}/dynamics/${id}.track.json`;
    await stack.storage.put(trackKeys[id], Readable.from([bytes]), 'application/json');
  }
  const batch_results: dynamics.StoredDynamics['batch_results'] = {
    ...Object.fromEntries(
      stored.map((clip) => [
        clip.id,
        { video_key: clip.key, ...(trackKeys[clip.id] ? { track_key: trackKeys[clip.id] } : {}), generated: true },
      ]),
    ),
    failfailfail: { status: 'error', message: 'The renderer stopped' },
  };
  const set = (enabled: boolean) =>
    stack.bus.request(dynamics.setDynamics, {
      agentId: agent.id,
      ownerId,
      change: { kind: 'replace', dynamics: { ...dynamics.EMPTY_DYNAMICS, enabled, batch_results } },
    });
  return { keys: stored.map((clip) => clip.key), set };
}
