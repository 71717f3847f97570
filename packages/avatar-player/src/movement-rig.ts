import { faceRigProblem, type FaceRig, type RigTrack } from './face-rig.js';
import type { FaceParams } from './face-params.js';
import type { FaceRenderer } from './face-renderer.js';
import { createFaceStage, drawFaceStage, type FaceStage } from './face-stage.js';
import type { Fit } from './types.js';

/**
 * A tracked movement clip drawn as the face's picture (issue 27): the clip's current frame is
 * the base and the face rig moves mouth, jaw, eyes at the clip's tracked landmarks, exactly as a
 * video agent's idle video with a track is drawn (face-stage.ts). It is drawn on a canvas of its
 * own laid over the player's, so the cross-fade in and out stays a CSS opacity: both canvases
 * show the same mouth, the still under, the moving head over.
 */
export interface MovementRig {
  readonly canvas: HTMLCanvasElement;
  readonly renderer: FaceRenderer;
  /** One stage per clip (its track's meshes), made on first draw. */
  readonly stages: Map<number, FaceStage>;
}

export function createMovementRig(canvas: HTMLCanvasElement, renderer: FaceRenderer): MovementRig {
  return { canvas, renderer, stages: new Map() };
}

/** Draws clip `index`'s frame at `seconds` with its track, the face moved by `params`. */
export function drawMovementRig(
  rig: MovementRig,
  face: FaceRig & { points: number[] },
  index: number,
  track: RigTrack,
  params: FaceParams,
  still: ImageBitmap,
  video: HTMLVideoElement,
  seconds: number,
  changed: boolean,
  width: number,
  height: number,
  fit: Fit,
): void {
  const { canvas } = rig;
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  drawFaceStage(stageOf(rig, face, index, track), params, still, video, seconds, changed, width, height, fit);
}

/**
 * Clip `index`'s stage: the agent's rig (points, interior) with the clip's track in place of any
 * idle track. Making it triangulates two meshes: the player asks for it in idle time once the
 * track has loaded, so the switch into the clip does not pay for it.
 */
export function stageOf(rig: MovementRig, face: FaceRig & { points: number[] }, index: number, track: RigTrack): FaceStage {
  let stage = rig.stages.get(index);
  if (!stage) {
    stage = createFaceStage({ ...face, track }, rig.renderer);
    rig.stages.set(index, stage);
  }
  return stage;
}

export function destroyMovementRig(rig: MovementRig): void {
  rig.renderer.destroy();
  rig.stages.clear();
  rig.canvas.remove();
}

/** A clip's track (docs/face-rig.md `track`), checked as the rig's own is; null when missing or unusable. */
export async function loadMovementTrack(url: string): Promise<RigTrack | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const track: unknown = await response.json();
    // The rig's check covers the track: a rig around it with nothing else.
    const problem = faceRigProblem({
      version: 1,
      kind: 'photo',
      imageWidth: 1,
      imageHeight: 1,
      points: null,
      interior: null,
      track,
    });
    return problem ? null : (track as RigTrack);
  } catch {
    return null;
  }
}
