import type { Storage } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import type { FaceDetector } from '../providers/face/face-detector.js';
import { trackKeyOf, trackStoredVideo } from './track-movement-video.js';

// Kill -9 safety: a run redelivered after the track was stored (but before the clip was saved)
// keeps that track instead of decoding and detecting the video again.

const KEY = 'agents/abc/dynamics/nodnodnodnod.mp4';

const faces: FaceDetector = {
  name: 'unused',
  detect: () => {
    throw new Error('detector called');
  },
};

describe('trackStoredVideo', () => {
  it('keeps a track already stored beside the video: nothing is read, decoded or written again', async () => {
    const asked: string[] = [];
    const untouched = (what: string) => () => {
      throw new Error(`${what} called`);
    };
    const storage = {
      stat: async (key: string) => (asked.push(key), key === trackKeyOf(KEY) ? { size: 45_000 } : null),
      get: untouched('get'),
      put: untouched('put'),
      toolInput: untouched('toolInput'),
    } as unknown as Storage;
    const deps = { config: { FFMPEG_PATH: 'ffmpeg' }, storage, faces };
    await expect(trackStoredVideo(deps, KEY, { width: 640, height: 360 })).resolves.toBe(
      'agents/abc/dynamics/nodnodnodnod.track.json',
    );
    expect(asked).toEqual(['agents/abc/dynamics/nodnodnodnod.track.json']);
  });
});
