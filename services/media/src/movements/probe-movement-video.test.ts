import type { Storage } from '@avatarium/platform';
import { describe, expect, it } from 'vitest';
import type { FaceDetector } from '../providers/face/face-detector.js';
import { probeMovementVideo } from './probe-movement-video.js';

// The refusals that come before any byte is read; the content checks run through the gateway
// (gateway/src/modules/dynamics/dynamics.routes.test.ts).

const OWNER = 'a'.repeat(24);
const KEY = `uploads/${OWNER}/A12BCD3456/clip.mp4`;

/** Storage that knows one object's size only: a 2 GB upload without writing 2 GB. */
function storageOf(size: number): Storage {
  const nothingElse = () => {
    throw new Error('read past the size check');
  };
  return { stat: async () => ({ size }), get: nothingElse, toolInput: nothingElse } as unknown as Storage;
}

const faces: FaceDetector = {
  name: 'unused',
  detect: () => {
    throw new Error('detector called');
  },
};

describe('media.movements.probe-video before reading', () => {
  it('refuses a 2 GB file by its size with the limit and its size in MB', async () => {
    const deps = { config: { FFMPEG_PATH: 'ffmpeg' }, storage: storageOf(2 * 1024 ** 3), faces };
    await expect(probeMovementVideo(deps, { ownerId: OWNER, key: KEY })).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: 'Video file too large: at most 100 MB, yours is 2048 MB.',
    });
  });

  it("refuses another user's upload and a missing one", async () => {
    const deps = { config: { FFMPEG_PATH: 'ffmpeg' }, storage: storageOf(1000), faces };
    const theirs = probeMovementVideo(deps, { ownerId: 'b'.repeat(24), key: KEY });
    await expect(theirs).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const missing = { ...deps, storage: { stat: async () => null } as unknown as Storage };
    await expect(probeMovementVideo(missing, { ownerId: OWNER, key: KEY })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
