import { moveDrawnEyes, type ShutEyes } from './drawn-eyes.js';
import { createFaceMesh, updateFaceMesh, type FaceMesh } from './face-mesh.js';
import { applyFaceMotion } from './face-motion.js';
import { neutralParams, type FaceParams } from './face-params.js';
import type { FaceRenderer } from './face-renderer.js';
import { trackPointsAt, type FaceRig } from './face-rig.js';
import { faceHighlight, interiorPalette, type InteriorPalette } from './mouth-interior.js';
import { fitPlacement, IDENTITY, type Placement } from './region-mapping.js';
import type { Fit } from './types.js';

/** A mesh in the pixel space of one source: the picture (rig.points) or the video (the track). */
interface SourceMesh {
  readonly mesh: FaceMesh;
  readonly width: number;
  readonly height: number;
  readonly dest: Float32Array;
  readonly tex: Float32Array;
}

/**
 * The deformed face: the rig's meshes (picture and, for a video rig, video), the points of this
 * frame and the renderer that draws them.
 */
export interface FaceStage {
  readonly rig: FaceRig & { points: number[] };
  readonly renderer: FaceRenderer;
  /** The interior's colours; the teeth kept below the picture's highlights once the picture is seen. */
  palette: InteriorPalette;
  paletteSeen: boolean;
  readonly still: SourceMesh;
  readonly video: SourceMesh | null;
  readonly trackPoints: Float32Array;
  placement: Placement;
  placementKey: string;
  /** A drawn portrait's eyes (drawn shut instead of closed by the motion: drawn-eyes.ts), else null. */
  readonly drawnEyes: ShutEyes | null;
  /** The parameters the motion model gets (a drawn portrait's without the blink). */
  readonly motion: FaceParams;
}

function sourceMesh(points: ArrayLike<number>, width: number, height: number): SourceMesh {
  const mesh = createFaceMesh(points, width, height);
  return { mesh, width, height, dest: new Float32Array(mesh.count * 2), tex: new Float32Array(mesh.count * 2) };
}

export function createFaceStage(rig: FaceRig & { points: number[] }, renderer: FaceRenderer): FaceStage {
  const track = rig.track;
  return {
    rig,
    renderer,
    palette: interiorPalette(rig.interior),
    paletteSeen: false,
    still: sourceMesh(rig.points, rig.imageWidth, rig.imageHeight),
    video: track ? sourceMesh(track.frames[0]!, track.videoWidth, track.videoHeight) : null,
    trackPoints: new Float32Array(136),
    placement: { ...IDENTITY },
    placementKey: '',
    drawnEyes: rig.kind === 'drawn' && !track ? { points: new Float32Array(24), shut: 0 } : null,
    motion: neutralParams(),
  };
}

/** How much of the drawn mouth interior shows: none at rest (the picture's own mouth), all once the mouth moves. */
function interiorAlphaOf(params: FaceParams): number {
  const activity = params.jaw + params.lipRound * 0.3 + params.lipSpread * 0.3 + params.teethOnLip * 0.5;
  return Math.min(1, Math.max(0, activity * 6));
}

/**
 * Draws one frame: `video` (with its time) when the rig tracks it and it has a frame, else the
 * still picture; the face moved by `params`.
 */
export function drawFaceStage(
  stage: FaceStage,
  params: FaceParams,
  still: ImageBitmap,
  video: HTMLVideoElement | null,
  videoSeconds: number,
  videoChanged: boolean,
  canvasWidth: number,
  canvasHeight: number,
  fit: Fit,
): void {
  if (!stage.paletteSeen) {
    stage.paletteSeen = true;
    stage.palette = interiorPalette(
      stage.rig.interior,
      faceHighlight(still, stage.rig.points, still.width / stage.rig.imageWidth, still.height / stage.rig.imageHeight),
    );
  }
  const useVideo = Boolean(video && stage.video && stage.rig.track);
  const target = useVideo ? stage.video! : stage.still;
  if (useVideo) updateFaceMesh(target.mesh, trackPointsAt(stage.rig.track!, videoSeconds, stage.trackPoints));
  const key = `${useVideo}:${canvasWidth}x${canvasHeight}`;
  if (key !== stage.placementKey) {
    stage.placementKey = key;
    stage.placement = fitPlacement(target.width, target.height, canvasWidth, canvasHeight, fit);
  }
  const eyes = useVideo ? null : stage.drawnEyes;
  let motion = params;
  if (eyes) {
    Object.assign(stage.motion, params);
    stage.motion.blink = 0;
    motion = stage.motion;
  }
  applyFaceMotion(target.mesh, motion, target.dest, target.tex);
  if (eyes) {
    moveDrawnEyes(stage.rig.points, target.mesh.rest, target.dest, eyes.points);
    eyes.shut = Math.min(1, Math.max(0, params.blink * 1.2));
  }
  const source = useVideo ? video! : still;
  stage.renderer.draw({
    source,
    sourceWidth: useVideo ? video!.videoWidth : still.width,
    sourceHeight: useVideo ? video!.videoHeight : still.height,
    rigWidth: target.width,
    rigHeight: target.height,
    placement: stage.placement,
    mesh: target.mesh,
    dest: target.dest,
    tex: target.tex,
    palette: stage.palette,
    interiorAlpha: interiorAlphaOf(params),
    sourceChanged: useVideo && videoChanged,
    clear: fit === 'contain',
    lidInk: stage.rig.kind === 'drawn' ? (stage.rig.interior?.lip ?? '#000000') : null,
    shutEyes: eyes,
  });
}
