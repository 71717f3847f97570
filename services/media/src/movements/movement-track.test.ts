import { readFileSync } from 'node:fs';
import type { faceRig } from '@avatarium/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOTIONS } from './movement-motions.js';
import { GENERATED_TRACK_FPS, movementTrack } from './movement-track.js';
import { CLIP_FPS, drawFrame, headMask, portraitOf } from './render-movement.js';

const fixture = JSON.parse(
  readFileSync(new URL('../../../../packages/avatar-player/src/test-face.fixture.json', import.meta.url), 'utf8'),
) as { points: number[] };
/** The fixture's points on a 1024 px picture (the portrait is drawn at 720 lines: the track must scale). */
const SIZE = 1024;
const rig: faceRig.FaceRig = {
  version: 1,
  kind: 'photo',
  imageWidth: SIZE,
  imageHeight: SIZE,
  points: fixture.points.map((value) => value * 2),
  interior: null,
  track: null,
  detector: 'test',
};
/** Nose tip, mouth corners, chin, outer eye corners: marked as white dots on a grey picture. */
const MARKED = [30, 48, 54, 8, 36, 45];

async function markedPortrait() {
  const dots = MARKED.map((i) => `<circle cx="${rig.points![i * 2]}" cy="${rig.points![i * 2 + 1]}" r="5" fill="#fff"/>`).join(
    '',
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="100%" height="100%" fill="#404040"/>${dots}</svg>`;
  return portraitOf(await sharp(Buffer.from(svg)).png().toBuffer(), rig);
}

/** The centre of the bright pixels within 14 px of (x, y) in an RGB frame. */
function brightCentre(rgb: Uint8Array, width: number, x: number, y: number) {
  let sx = 0;
  let sy = 0;
  let weight = 0;
  for (let py = Math.round(y) - 14; py <= Math.round(y) + 14; py++) {
    for (let px = Math.round(x) - 14; px <= Math.round(x) + 14; px++) {
      const w = Math.max(0, rgb[(py * width + px) * 3]! - 0x40);
      sx += px * w;
      sy += py * w;
      weight += w;
    }
  }
  return { x: sx / weight, y: sy / weight };
}

describe('movementTrack (the landmarks through a generated clip)', () => {
  it('puts each landmark where the rendered frame moved it, for every motion', async () => {
    const portrait = await markedPortrait();
    expect(portrait.height).toBe(720);
    const mask = headMask(portrait);
    const out = new Uint8Array(portrait.rgb.length);
    for (const motion of MOTIONS) {
      const track = movementTrack(portrait, rig, motion)!;
      expect(track).toMatchObject({ videoWidth: 720, videoHeight: 720, fps: GENERATED_TRACK_FPS });
      expect(track.frames).toHaveLength(60);
      let moved = 0;
      // Where each dot sits at rest (the picture's own half-pixel offsets), then how far it moved.
      const rest = new Map<number, { x: number; y: number }>();
      // A few samples through the clip, the motion's strongest moments among them.
      for (const sample of [0, 10, 22, 30, 45, 59]) {
        const frameIndex = (sample * CLIP_FPS) / GENERATED_TRACK_FPS;
        drawFrame(portrait, mask, motion.pose(frameIndex / (4 * CLIP_FPS - 1)), out);
        for (const i of MARKED) {
          const x = track.frames[sample]![i * 2]!;
          const y = track.frames[sample]![i * 2 + 1]!;
          const seen = brightCentre(out, portrait.width, x, y);
          if (!rest.has(i)) rest.set(i, { x: seen.x - x, y: seen.y - y });
          const offset = rest.get(i)!;
          const error = Math.hypot(seen.x - x - offset.x, seen.y - y - offset.y);
          expect(error, `${motion.name} sample ${sample} point ${i}`).toBeLessThan(0.35);
          expect(Math.hypot(offset.x, offset.y)).toBeLessThan(1);
          moved = Math.max(moved, Math.hypot(x - track.frames[0]![i * 2]!, y - track.frames[0]![i * 2 + 1]!));
        }
      }
      // The head really moves in each clip (the track is not just the still's points).
      expect(moved, motion.name).toBeGreaterThan(2);
    }
  });

  it('starts at the still face and makes no track without landmarks', async () => {
    const portrait = await markedPortrait();
    const track = movementTrack(portrait, rig, MOTIONS[0]!)!;
    const scale = 720 / SIZE;
    track.frames[0]!.forEach((value, i) => expect(Math.abs(value - rig.points![i]! * scale)).toBeLessThanOrEqual(0.051));
    expect(movementTrack(portrait, { ...rig, points: null }, MOTIONS[0]!)).toBeNull();
    expect(movementTrack(portrait, null, MOTIONS[0]!)).toBeNull();
  });
});
