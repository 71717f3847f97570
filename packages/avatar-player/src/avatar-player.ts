import { canTap, loudnessOf, tapOf, type AudioTap } from './audio-tap.js';
import { createCueTimeline, frameAt, type CueTimeline } from './cue-timeline.js';
import { createFrameRateMeter, framesPerSecond, recordFrame } from './frame-rate.js';
import { hasFrame, loadBitmap, startIdleVideo, stopIdleVideo, type IdleVideo } from './idle-source.js';
import { createLoudnessFollower, followLoudness, LOUDNESS_LEVELS, resetLoudnessFollower } from './loudness-follower.js';
import { createMouthMixer, isIdle, mixAlpha, mouthOpenness, stepMouthMixer } from './mouth-mixer.js';
import { NO_SHAPE, opennessTable, spriteIndexOf } from './mouth-shapes.js';
import { fitPlacement, IDENTITY, regionInCanvas, zoomPlacementAt, type Placement } from './region-mapping.js';
import { cadenceLevelAt } from './speech-cadence.js';
import { speechLayoutProblem, spriteSizeProblem } from './speech-layout.js';
import type { AvatarPlayer, AvatarPlayerOptions, Box } from './types.js';

/** Sharper than this costs CPU for nothing a face needs. */
const MAX_PIXEL_RATIO = 2;
/** Cues without an audio element run on the wall clock and end this long after the last one. */
const CUE_TAIL_MS = 250;
/** HTMLMediaElement.HAVE_CURRENT_DATA */
const HAVE_CURRENT_DATA = 2;

/**
 * Plays an agent on a canvas: the idle video (or the still) every frame, cover-fitted to the
 * canvas's CSS box, and while speaking the speech sprite's mouth shape for this moment over
 * the mouth region, cross-faded, easing back to idle when the voice stops.
 */
export function createAvatarPlayer(options: AvatarPlayerOptions): AvatarPlayer {
  const { canvas } = options;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('avatar player: the canvas has no 2D context');
  const fit = options.fit ?? 'cover';
  const layoutProblem = options.speech ? speechLayoutProblem(options.speech) : null;
  const layout = options.speech && !layoutProblem ? options.speech : null;
  const visemes = layout?.visemes ?? ['rest'];
  const openness = opennessTable(visemes);
  const restFrame = spriteIndexOf(visemes, 'rest');
  const loudnessFrames = Int16Array.from(LOUDNESS_LEVELS, (level) => spriteIndexOf(visemes, level));

  let destroyed = false;
  let dirty = true;
  let still: ImageBitmap | null = null;
  let sprite: ImageBitmap | null = null;
  const idle: IdleVideo | null = options.videoUrl ? startIdleVideo(options.videoUrl, () => (dirty = true)) : null;

  const ready = (async () => {
    if (layoutProblem) throw new Error(`avatar player: ${layoutProblem}`);
    const [image, frames] = await Promise.all([
      loadBitmap(options.imageUrl, 'picture'),
      layout ? loadBitmap(layout.spriteUrl, 'speech sprite') : Promise.resolve(null),
    ]);
    if (destroyed) return;
    still = image;
    dirty = true;
    if (layout && frames) {
      const problem = spriteSizeProblem(layout, frames.width, frames.height);
      if (problem) throw new Error(`avatar player: ${problem}`);
      sprite = frames;
    }
  })();
  // The loop runs whatever loads; the caller learns of a failure through `ready`.
  ready.catch(() => undefined);

  // What is being said: set by speak(), cleared by silence().
  const utterance = {
    active: false,
    timeline: null as CueTimeline | null,
    startedAt: 0,
    lastCueMs: 0,
    firstFramePending: false,
  };
  let audio: HTMLAudioElement | null = null;
  let tap: AudioTap | null = null;
  let tapRequested: HTMLAudioElement | null = null;
  const follower = createLoudnessFollower();
  const mixer = createMouthMixer();
  const meter = createFrameRateMeter();
  let framesDrawn = 0;
  let speaking = false;
  let shownOpen = -1;
  let shownSpeaking: boolean | null = null;

  // Geometry, recomputed only when a size or the shown source changes.
  let sourceKey = '';
  let sourceWidth = 0;
  let sourceHeight = 0;
  let sourceInCanvas: Placement = { ...IDENTITY };
  let imageInSource: Placement = { ...IDENTITY };
  const zoom: Placement = { ...IDENTITY };
  const scratch: Placement = { ...IDENTITY };
  const target: Box = { x: 0, y: 0, width: 0, height: 0 };
  let lastVideoFrame = -1;
  let lastTime = performance.now();

  function requestTap(element: HTMLAudioElement): void {
    if (tapRequested === element || !canTap(element)) return;
    tapRequested = element;
    void tapOf(element).then((found) => {
      if (audio === element) tap = found;
    });
  }

  function resizeCanvas(): boolean {
    const ratio = Math.min(globalThis.devicePixelRatio || 1, MAX_PIXEL_RATIO);
    const width = Math.round(canvas.clientWidth * ratio);
    const height = Math.round(canvas.clientHeight * ratio);
    // Not laid out (detached or display:none): keep the canvas's own size.
    if (width <= 0 || height <= 0 || (width === canvas.width && height === canvas.height)) return false;
    canvas.width = width;
    canvas.height = height;
    return true;
  }

  /** Moves the placements along when the canvas or the shown source changed. */
  function place(source: 'video' | 'still', width: number, height: number, resized: boolean): void {
    if (!resized && source === sourceKey && width === sourceWidth && height === sourceHeight) return;
    sourceKey = source;
    sourceWidth = width;
    sourceHeight = height;
    sourceInCanvas = fitPlacement(width, height, canvas.width, canvas.height, fit);
    imageInSource = layout ? fitPlacement(layout.imageWidth, layout.imageHeight, width, height, 'cover') : { ...IDENTITY };
  }

  /** The sprite frame the voice asks for now, or NO_SHAPE when nothing is being said. */
  function wantedShape(now: number, dtMs: number): number {
    if (!utterance.active || !sprite) return NO_SHAPE;
    let timeMs: number;
    if (audio) {
      if (audio.paused || audio.ended || audio.readyState < HAVE_CURRENT_DATA) return NO_SHAPE;
      timeMs = audio.currentTime * 1000;
    } else {
      timeMs = now - utterance.startedAt;
      if (!utterance.timeline || timeMs > utterance.lastCueMs + CUE_TAIL_MS) return NO_SHAPE;
    }
    if (utterance.timeline) return frameAt(utterance.timeline, timeMs, restFrame);
    const level = tap ? followLoudness(follower, loudnessOf(tap), dtMs) : cadenceLevelAt(timeMs);
    return loudnessFrames[level]!;
  }

  function drawFrame(shape: number, alpha: number): void {
    if (!sprite || !layout || shape === NO_SHAPE || alpha <= 0.001) return;
    context!.globalAlpha = Math.min(1, alpha);
    context!.drawImage(
      sprite,
      shape * layout.frameWidth,
      0,
      layout.frameWidth,
      layout.frameHeight,
      target.x,
      target.y,
      target.width,
      target.height,
    );
  }

  function publishState(): void {
    const open = Math.round(mouthOpenness(mixer, openness) * 100);
    if (open !== shownOpen) {
      shownOpen = open;
      canvas.dataset.mouthOpen = String(open / 100);
    }
    if (speaking !== shownSpeaking) {
      shownSpeaking = speaking;
      canvas.dataset.speaking = String(speaking);
    }
  }

  function frame(now: number): void {
    if (destroyed) return;
    handle = requestAnimationFrame(frame);
    const dtMs = Math.min(250, Math.max(0, now - lastTime));
    lastTime = now;
    recordFrame(meter, now);

    const resized = resizeCanvas();
    const shape = wantedShape(now, dtMs);
    speaking = shape !== NO_SHAPE;
    const mouthMoved = stepMouthMixer(mixer, shape, dtMs);
    publishState();

    const video = hasFrame(idle) ? idle.element : null;
    // A new video frame: told by requestVideoFrameCallback where it works, else seen in currentTime.
    const videoFrame = !video ? -1 : idle!.framesPresented > 0 ? idle!.framesPresented : video.currentTime;
    if (!resized && !dirty && !mouthMoved && videoFrame === lastVideoFrame) return;
    const source = video ?? still;
    if (!source) return;
    lastVideoFrame = videoFrame;
    dirty = false;
    const videoTime = !video ? 0 : idle!.framesPresented > 0 ? idle!.frameTime : video.currentTime;

    if (video) place('video', video.videoWidth, video.videoHeight, resized);
    else place('still', still!.width, still!.height, resized);
    if (fit === 'contain') context!.clearRect(0, 0, canvas.width, canvas.height);
    context!.globalAlpha = 1;
    context!.drawImage(
      source,
      sourceInCanvas.x,
      sourceInCanvas.y,
      sourceWidth * sourceInCanvas.scale,
      sourceHeight * sourceInCanvas.scale,
    );
    framesDrawn++;

    if (layout && !isIdle(mixer)) {
      const motion = video && options.idleMotion ? zoomPlacementAt(options.idleMotion, videoTime, zoom) : null;
      regionInCanvas(layout.region, imageInSource, sourceInCanvas, motion, scratch, target);
      // Over: `from` fully, `to` at the fade's alpha, reads as (1 - a) from + a to. A finished
      // fade draws `to` alone, or the feathered edges of `from` would show around it.
      const alpha = mixAlpha(mixer);
      if (alpha < 1) drawFrame(mixer.from, mixer.to === NO_SHAPE ? 1 - alpha : 1);
      drawFrame(mixer.to, alpha);
      context!.globalAlpha = 1;
      if (utterance.firstFramePending && speaking) {
        utterance.firstFramePending = false;
        try {
          options.onFirstSpeakingFrame?.();
        } catch {
          // A failing listener must not stop the face.
        }
      }
    }
  }

  let handle = requestAnimationFrame(frame);

  return {
    ready,
    attachAudio(element) {
      audio = element;
      tap = null;
      tapRequested = null;
      if (utterance.active && !utterance.timeline) requestTap(element);
    },
    speak(cues) {
      utterance.active = true;
      utterance.timeline = cues.length ? createCueTimeline(cues, (viseme) => spriteIndexOf(visemes, viseme)) : null;
      utterance.lastCueMs = utterance.timeline?.startMs.at(-1) ?? 0;
      utterance.startedAt = performance.now();
      utterance.firstFramePending = true;
      resetLoudnessFollower(follower);
      if (!utterance.timeline && audio) requestTap(audio);
    },
    silence() {
      utterance.active = false;
      utterance.timeline = null;
      utterance.firstFramePending = false;
    },
    stats() {
      return { fps: framesPerSecond(meter, performance.now()), framesDrawn, speaking, mouthOpen: Math.max(0, shownOpen) / 100 };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cancelAnimationFrame(handle);
      if (idle) stopIdleVideo(idle);
      still?.close();
      sprite?.close();
      still = null;
      sprite = null;
      audio = null;
      tap = null;
      delete canvas.dataset.mouthOpen;
      delete canvas.dataset.speaking;
    },
  };
}
