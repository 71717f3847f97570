import type { FaceParams } from './face-params.js';
import type { FaceRig } from './face-rig.js';
import { LOUDNESS_LEVELS } from './loudness-follower.js';
import { createMouthMixer, isIdle, mixAlpha, mouthOpenness, stepMouthMixer, type MouthMixer } from './mouth-mixer.js';
import { blinkFramesOf, NO_SHAPE, opennessTable, spriteIndexOf } from './mouth-shapes.js';
import { fitPlacement, IDENTITY, regionInCanvas, zoomPlacementAt, type Placement } from './region-mapping.js';
import { spriteSizeProblem } from './speech-layout.js';
import type { Box, Fit, IdleMotion, SpeechLayout } from './types.js';

/** Frames switch in this long with `blend: 'cut'` (no cross-fade, no ghost of the last shape). */
const CUT_MS = 0.001;
/** The whole picture is scaled up this much while it sways, so no edge shows. */
const SWAY_ZOOM = 1.035;
/** Sprite frames are drawn from this many pixels inside their edges. */
const FRAME_INSET = 1;

/**
 * The sprite path (a drawn portrait, or no usable rig): the idle video or the still, and the
 * speech sprite's mouth shape for this moment over the mouth region; cross-faded (photo
 * frames) or cut (a drawn portrait's own variants); `<viseme>:blink` frames blink the eyes;
 * a drawn portrait sways a little as a whole.
 */
export interface SpritePainter {
  readonly context: CanvasRenderingContext2D;
  readonly layout: SpeechLayout | null;
  frames: ImageBitmap | null;
  readonly openness: Float32Array;
  readonly restFrame: number;
  readonly loudnessFrames: Int16Array;
  readonly blinkFrames: Int16Array;
  readonly restBlink: number;
  readonly mixer: MouthMixer;
  readonly idleMotion: IdleMotion | null;
  readonly fit: Fit;
  readonly sway: boolean;
  frameOf(viseme: string): number;
  dirty: boolean;
  mouthOpen: number;
  blinking: boolean;
  sourceKey: string;
  sourceWidth: number;
  sourceHeight: number;
  sourceInCanvas: Placement;
  imageInSource: Placement;
  readonly zoom: Placement;
  readonly scratch: Placement;
  readonly target: Box;
}

export function createSpritePainter(
  context: CanvasRenderingContext2D,
  layout: SpeechLayout | null,
  rig: FaceRig | null,
  idleMotion: IdleMotion | null,
  fit: Fit,
): SpritePainter {
  const visemes = layout?.visemes ?? ['rest'];
  const cut = layout?.blend === 'cut';
  return {
    context,
    layout,
    frames: null,
    openness: opennessTable(visemes),
    restFrame: spriteIndexOf(visemes, 'rest'),
    loudnessFrames: Int16Array.from(LOUDNESS_LEVELS, (level) => spriteIndexOf(visemes, level)),
    blinkFrames: blinkFramesOf(visemes),
    restBlink: visemes.indexOf('rest:blink'),
    mixer: createMouthMixer(cut ? { fadeMs: CUT_MS, releaseMs: CUT_MS } : undefined),
    idleMotion,
    fit,
    sway: rig?.kind === 'drawn',
    frameOf: (viseme) => spriteIndexOf(visemes, viseme),
    dirty: true,
    mouthOpen: 0,
    blinking: false,
    sourceKey: '',
    sourceWidth: 0,
    sourceHeight: 0,
    sourceInCanvas: { ...IDENTITY },
    imageInSource: { ...IDENTITY },
    zoom: { ...IDENTITY },
    scratch: { ...IDENTITY },
    target: { x: 0, y: 0, width: 0, height: 0 },
  };
}

export function spriteFrameProblem(layout: SpeechLayout, frames: ImageBitmap): string | null {
  return spriteSizeProblem(layout, frames.width, frames.height);
}

export interface SpriteFrameInput {
  still: ImageBitmap;
  video: HTMLVideoElement | null;
  videoTime: number;
  videoChanged: boolean;
  resized: boolean;
  speaking: boolean;
  /** The cue's sprite frame, or -2 without cues (then `level` picks it). */
  frameIndex: number;
  level: number;
  params: FaceParams;
  dtMs: number;
}

/** Paints a frame when something changed; returns true when it did. */
export function paintSprite(painter: SpritePainter, input: SpriteFrameInput): boolean {
  const { context, layout, mixer, frames } = painter;
  let shape = NO_SHAPE;
  if (input.speaking && frames) shape = input.frameIndex === -2 ? painter.loudnessFrames[input.level]! : input.frameIndex;
  // Eyes closed: the shape's blink twin (the drawn sprite's region covers the eyes and the mouth).
  const closed = input.params.blink > 0.5;
  const twin = shape === NO_SHAPE ? painter.restBlink : (painter.blinkFrames[shape] ?? -1);
  painter.blinking = closed && twin >= 0 && Boolean(frames);
  if (painter.blinking) shape = twin;
  const mouthMoved = stepMouthMixer(mixer, shape, input.dtMs);
  painter.mouthOpen = mouthOpenness(mixer, painter.openness);

  if (!input.resized && !painter.dirty && !mouthMoved && !input.videoChanged && !painter.sway) return false;
  painter.dirty = false;
  const source = input.video ?? input.still;
  const width = input.video ? input.video.videoWidth : input.still.width;
  const height = input.video ? input.video.videoHeight : input.still.height;
  const key = input.video ? 'video' : 'still';
  const canvas = context.canvas;
  if (input.resized || key !== painter.sourceKey || width !== painter.sourceWidth || height !== painter.sourceHeight) {
    painter.sourceKey = key;
    painter.sourceWidth = width;
    painter.sourceHeight = height;
    painter.sourceInCanvas = fitPlacement(width, height, canvas.width, canvas.height, painter.fit);
    painter.imageInSource = layout
      ? fitPlacement(layout.imageWidth, layout.imageHeight, width, height, 'cover')
      : { ...IDENTITY };
  }
  const { sourceInCanvas, target } = painter;
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (painter.fit === 'contain' || painter.sway) context.clearRect(0, 0, canvas.width, canvas.height);
  if (layout) {
    const motion = input.video && painter.idleMotion ? zoomPlacementAt(painter.idleMotion, input.videoTime, painter.zoom) : null;
    regionInCanvas(layout.region, painter.imageInSource, sourceInCanvas, motion, painter.scratch, target);
  }
  if (painter.sway) {
    // The whole portrait turns a little about the mouth region's centre (or the canvas's).
    const cx = layout ? target.x + target.width / 2 : canvas.width / 2;
    const cy = layout ? target.y + target.height / 2 : canvas.height / 2;
    const { headRoll, headYaw, headPitch } = input.params;
    context.translate(cx + headYaw * canvas.width * 0.15, cy + headPitch * canvas.height * 0.1);
    context.rotate(headRoll * 0.6);
    context.scale(SWAY_ZOOM, SWAY_ZOOM);
    context.translate(-cx, -cy);
  }
  context.globalAlpha = 1;
  context.drawImage(source, sourceInCanvas.x, sourceInCanvas.y, width * sourceInCanvas.scale, height * sourceInCanvas.scale);
  if (layout && frames && !isIdle(mixer)) {
    // Over: `from` fully, `to` at the fade's alpha, reads as (1 - a) from + a to. A finished
    // fade draws `to` alone, or the feathered edges of `from` would show around it.
    const alpha = mixAlpha(mixer);
    const draw = (index: number, opacity: number) => {
      if (index === NO_SHAPE || opacity <= 0.001) return;
      context.globalAlpha = Math.min(1, opacity);
      // A pixel in from the frame's edges: smoothing samples half a pixel around the source
      // rectangle, which at a frame's edge is the next frame in the sprite (a thin line of
      // another picture along the region's edge, a seam).
      const sx = target.width / layout.frameWidth;
      const sy = target.height / layout.frameHeight;
      context.drawImage(
        frames,
        index * layout.frameWidth + FRAME_INSET,
        FRAME_INSET,
        layout.frameWidth - 2 * FRAME_INSET,
        layout.frameHeight - 2 * FRAME_INSET,
        target.x + FRAME_INSET * sx,
        target.y + FRAME_INSET * sy,
        target.width - 2 * FRAME_INSET * sx,
        target.height - 2 * FRAME_INSET * sy,
      );
    };
    if (alpha < 1) draw(mixer.from, mixer.to === NO_SHAPE ? 1 - alpha : 1);
    draw(mixer.to, alpha);
  }
  context.globalAlpha = 1;
  context.setTransform(1, 0, 0, 1, 0, 0);
  return true;
}
