import { faceRig } from '@avatarium/contracts';
import type { Motion } from './movement-motions.js';
import { CLIP_FPS, CLIP_SECONDS, type Portrait } from './render-movement.js';

/**
 * Track samples per second of a generated clip: every second frame of the 30 fps clip. The
 * player interpolates linearly between samples; the motions are slow, so the halfway points
 * stay within a tenth of a pixel of the frame's own.
 */
export const GENERATED_TRACK_FPS = CLIP_FPS / 2;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The landmarks through a generated clip (docs/face-rig.md `track`), computed exactly from the
 * head pose each frame is drawn with: render-movement.ts moves the head region by
 * dest = face + shift + scale * rotate(source - face), so each of the rig's 68 points (scaled
 * to the portrait) moves the same way. The face lies wholly inside the head ellipse, where the
 * blend weight is 1, so no detector is needed and nothing is estimated. No points (a rig
 * without landmarks, or none): no track.
 */
export function movementTrack(portrait: Portrait, rig: faceRig.FaceRig | null, motion: Motion): faceRig.RigTrack | null {
  const points = rig?.points;
  if (!rig || !points) return null;
  const sx = portrait.width / rig.imageWidth;
  const sy = portrait.height / rig.imageHeight;
  const { face } = portrait;
  const lastFrame = CLIP_SECONDS * CLIP_FPS - 1;
  const step = CLIP_FPS / GENERATED_TRACK_FPS;
  const frames: number[][] = [];
  // Samples at the clip's own frames (frame i shows at i / CLIP_FPS); the player holds the last.
  for (let index = 0; index <= lastFrame; index += step) {
    const pose = motion.pose(index / lastFrame);
    const cos = Math.cos(pose.rotation) * pose.scale;
    const sin = Math.sin(pose.rotation) * pose.scale;
    const dx = pose.dx * face.width;
    const dy = pose.dy * face.width;
    const frame: number[] = new Array<number>(points.length);
    for (let i = 0; i < points.length; i += 2) {
      const px = points[i]! * sx - face.x;
      const py = points[i + 1]! * sy - face.y;
      frame[i] = round1(face.x + dx + cos * px - sin * py);
      frame[i + 1] = round1(face.y + dy + sin * px + cos * py);
    }
    frames.push(frame);
  }
  return faceRig.RigTrack.parse({ videoWidth: portrait.width, videoHeight: portrait.height, fps: GENERATED_TRACK_FPS, frames });
}
