import { canTap, loudnessOf, tapOf, type AudioTap } from './audio-tap.js';
import { createCanvasFaceRenderer } from './canvas-face-renderer.js';
import { createCueTimeline, frameAt, type CueTimeline } from './cue-timeline.js';
import { startReply } from './expression-cues.js';
import { createFaceAnimator, stepFaceAnimator, type SpeechInput } from './face-animator.js';
import type { FaceRenderer } from './face-renderer.js';
import { isAnimatableRig, loadFaceRig, type FaceRig } from './face-rig.js';
import { createFaceStage, drawFaceStage, type FaceStage } from './face-stage.js';
import { createFrameRateMeter, framesPerSecond, recordFrame } from './frame-rate.js';
import { hasFrame, loadBitmap, startIdleVideo, stopIdleVideo, type IdleVideo } from './idle-source.js';
import { createMovementLayer, destroyMovementLayer, stepMovementLayer, trackedClipNow } from './movement-layer.js';
import { createMovementRig, destroyMovementRig, drawMovementRig, stageOf, type MovementRig } from './movement-rig.js';
import { createLoudnessFollower, followLoudness, resetLoudnessFollower } from './loudness-follower.js';
import { cadenceLevelAt } from './speech-cadence.js';
import { speechLayoutProblem } from './speech-layout.js';
import { createSpritePainter, paintSprite, spriteFrameProblem, type SpritePainter } from './sprite-painter.js';
import type { AvatarPlayer, AvatarPlayerOptions, RendererKind } from './types.js';
import { poseIndexOf } from './viseme-poses.js';
import { createWebglFaceRenderer, hasHardwareWebgl } from './webgl-face-renderer.js';

/** Sharper than this costs CPU for nothing a face needs. */
const MAX_PIXEL_RATIO = 2;
/** Cues without an audio element run on the wall clock and end this long after the last one. */
const CUE_TAIL_MS = 250;
/** HTMLMediaElement.HAVE_CURRENT_DATA */
const HAVE_CURRENT_DATA = 2;

/**
 * Plays an agent on a canvas. With a face rig (`speech.rigUrl`: a photo's, or a drawn portrait's) it deforms the face itself
 * (a triangle mesh over the landmarks, WebGL2 or canvas 2D): jaw, lips, blinks, gaze, head sway
 * and breathing from a motion model driven by the voice's cues or loudness. Without one it
 * draws the idle video (or the still) and pastes the speech sprite's mouth shapes over it.
 */
export function createAvatarPlayer(options: AvatarPlayerOptions): AvatarPlayer {
  const { canvas } = options;
  const fit = options.fit ?? 'cover';
  const choice = options.renderer ?? 'auto';
  const layoutProblem = options.speech ? speechLayoutProblem(options.speech) : null;
  const layout = options.speech && !layoutProblem ? options.speech : null;
  const animator = createFaceAnimator(options.engine ?? 'essence', options.seed);

  let destroyed = false;
  let still: ImageBitmap | null = null;
  let mode: RendererKind | null = null;
  let face: FaceStage | null = null;
  let sprite: SpritePainter | null = null;
  // Dynamics: movement clips in quiet moments (movement-layer.ts); tracked ones drawn by the face rig (movement-rig.ts).
  const movements = options.movementClips?.length ? createMovementLayer(canvas, options.movementClips, fit, options.seed) : null;
  let movementRig: MovementRig | null = null;
  let idle: IdleVideo | null = options.videoUrl ? startIdleVideo(options.videoUrl, () => sprite && (sprite.dirty = true)) : null;

  const ready = (async () => {
    if (layoutProblem) throw new Error(`avatar player: ${layoutProblem}`);
    const rigUrl = choice === 'sprite' ? null : (options.speech?.rigUrl ?? null);
    const [image, frames, rig] = await Promise.all([
      loadBitmap(options.imageUrl, 'picture'),
      // Needed only when the sprite path plays: its failure counts then.
      layout ? loadBitmap(layout.spriteUrl, 'speech sprite').catch((error: unknown) => error as Error) : Promise.resolve(null),
      // A rig that fails to load is not an error: the sprite path plays instead.
      rigUrl ? loadFaceRig(rigUrl).catch(() => null) : Promise.resolve(null),
    ]);
    if (destroyed) return;
    still = image;
    if (isAnimatableRig(rig)) {
      const renderer = pickFaceRenderer(canvas, choice, rig.kind === 'drawn');
      if (renderer) {
        face = createFaceStage(rig, renderer);
        mode = renderer.kind;
        if (movements) movementRig = rigMovements(rig.kind === 'drawn');
        // A still (photo or drawing) is animated by the motion model; only a tracked video keeps playing.
        if (idle && !rig.track) {
          stopIdleVideo(idle);
          idle = null;
        }
        return;
      }
    }
    const context = canvas.getContext('2d');
    if (!context) throw new Error('avatar player: the canvas has no 2D context');
    sprite = createSpritePainter(context, layout, rig as FaceRig | null, options.idleMotion ?? null, fit);
    mode = 'sprite';
    if (frames instanceof Error) throw frames;
    if (layout && frames) {
      const problem = spriteFrameProblem(layout, frames);
      if (problem) throw new Error(`avatar player: ${problem}`);
      sprite.frames = frames;
    }
  })();
  // Clips play once it is known whether the face rig draws the tracked ones.
  const settleMovements = () => movements && (movements.rigged = Boolean(movementRig));
  ready.then(settleMovements, settleMovements);
  // The loop runs whatever loads; the caller learns of a failure through `ready`. The canvas
  // says which renderer plays (pages and browser tests read it).
  ready.then(
    () => !destroyed && (canvas.dataset.renderer = mode ?? 'sprite'),
    () => !destroyed && (canvas.dataset.renderer = mode ?? 'sprite'),
  );

  // What is being said: set by speak(), cleared by silence().
  const utterance = {
    active: false,
    poses: null as CueTimeline | null,
    /** The cues as sprite frames, made once the sprite is known. */
    frames: null as CueTimeline | null,
    cues: [] as readonly { startMs: number; viseme: string }[],
    startedAt: 0,
    lastCueMs: 0,
    firstFramePending: false,
  };
  let audio: HTMLAudioElement | null = null;
  let tap: AudioTap | null = null;
  let tapRequested: HTMLAudioElement | null = null;
  const follower = createLoudnessFollower();
  const meter = createFrameRateMeter();
  const speech: SpeechInput = { speaking: false, timeline: null, timeMs: 0, level: 0, emphasis: 0 };
  let framesDrawn = 0;
  let mouthOpen = 0;
  let blink = false;
  let shownOpen = -1;
  let shownSpeaking: boolean | null = null;
  let shownBlink: boolean | null = null;
  let lastVideoFrame = -1;
  let lastTime = performance.now();
  // A little under the interval, so that 30 of a 60 Hz display's frames make 30/s despite jitter.
  const paintIntervalMs = options.maxFps && options.maxFps > 0 ? 1000 / options.maxFps - 4 : 0;
  let lastPaint = -Infinity;

  /** The canvas (with a renderer of the face's kind) tracked clips are drawn on, over the player's. */
  function rigMovements(drawn: boolean): MovementRig | null {
    const surface = document.createElement('canvas');
    surface.setAttribute('aria-hidden', 'true');
    Object.assign(surface.style, { position: 'absolute', pointerEvents: 'none', opacity: '0', margin: '0' });
    const renderer = pickFaceRenderer(surface, choice, drawn);
    if (!renderer) return null;
    const movementRig = createMovementRig(surface, renderer);
    movements!.rigCanvas = surface;
    // The clip's meshes are made while the browser is idle, well before the clip is due.
    movements!.onTrack = (index, track) => whenIdle(() => !destroyed && face && stageOf(movementRig, face.rig, index, track));
    return movementRig;
  }

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

  /** What the voice asks of the mouth now (into `speech`). */
  function listen(now: number, dtMs: number): void {
    speech.speaking = false;
    speech.emphasis = 0;
    if (!utterance.active) return;
    let timeMs: number;
    if (audio) {
      if (audio.paused || audio.ended || audio.readyState < HAVE_CURRENT_DATA) return;
      timeMs = audio.currentTime * 1000;
    } else {
      timeMs = now - utterance.startedAt;
      if (!utterance.poses || timeMs > utterance.lastCueMs + CUE_TAIL_MS) return;
    }
    speech.speaking = true;
    speech.timeMs = timeMs;
    speech.timeline = utterance.poses;
    if (tap) {
      speech.level = followLoudness(follower, loudnessOf(tap), dtMs);
      speech.emphasis = Math.min(1, Math.max(0, (follower.envelopeDb - follower.peakDb + 5) / 5));
    } else speech.level = cadenceLevelAt(timeMs);
  }

  function publishState(): void {
    const open = Math.round(mouthOpen * 100);
    if (open !== shownOpen) {
      shownOpen = open;
      canvas.dataset.mouthOpen = String(open / 100);
    }
    if (speech.speaking !== shownSpeaking) {
      shownSpeaking = speech.speaking;
      canvas.dataset.speaking = String(speech.speaking);
    }
    if (blink !== shownBlink) {
      shownBlink = blink;
      canvas.dataset.blink = String(blink);
    }
  }

  function frame(now: number): void {
    if (destroyed) return;
    handle = requestAnimationFrame(frame);
    const dtMs = Math.min(250, Math.max(0, now - lastTime));
    lastTime = now;
    recordFrame(meter, now);
    const resized = resizeCanvas();
    listen(now, dtMs);
    const params = stepFaceAnimator(animator, now, dtMs, speech);
    if (movements) stepMovementLayer(movements, now, utterance.active);

    const video = hasFrame(idle) ? idle.element : null;
    // A new video frame: told by requestVideoFrameCallback where it works, else seen in currentTime.
    const videoFrame = !video ? -1 : idle!.framesPresented > 0 ? idle!.framesPresented : video.currentTime;
    const videoChanged = videoFrame !== lastVideoFrame;
    lastVideoFrame = videoFrame;
    const videoTime = !video ? 0 : idle!.framesPresented > 0 ? idle!.frameTime : video.currentTime;

    let painted = false;
    if (face && still && now - lastPaint >= paintIntervalMs) {
      // Paint on a grid of the interval (a late frame does not push the next one back).
      lastPaint = now - lastPaint > 2 * paintIntervalMs ? now : lastPaint + paintIntervalMs;
      mouthOpen = Math.min(1, Math.max(0, params.jaw));
      blink = params.blink > 0.5;
      const clip = movementRig && movements ? trackedClipNow(movements, now) : null;
      if (clip) {
        const { index, track, video: clipVideo, seconds, changed } = clip;
        drawMovementRig(
          movementRig!,
          face.rig,
          index,
          track,
          params,
          still,
          clipVideo,
          seconds,
          changed,
          canvas.width,
          canvas.height,
          fit,
        );
      }
      // Under a clip that covers it wholly the face need not be drawn; nor while a clip fades in
      // over the quiet face (its last picture stays under: two faces a frame cost the switch
      // its frames), unless speech or a blink moves it.
      const held = clip && (clip.opaque || (clip.entering && !speech.speaking && params.blink < 0.05));
      if (!held) drawFaceStage(face, params, still, video, videoTime, videoChanged, canvas.width, canvas.height, fit);
      painted = true;
    } else if (sprite && still) {
      if (!utterance.frames && utterance.cues.length) utterance.frames = createCueTimeline(utterance.cues, sprite.frameOf);
      const frameIndex = speech.speaking && utterance.frames ? frameAt(utterance.frames, speech.timeMs, sprite.restFrame) : -2;
      painted = paintSprite(sprite, {
        still,
        video,
        videoTime,
        videoChanged,
        resized,
        speaking: speech.speaking,
        frameIndex,
        level: speech.level,
        params,
        dtMs,
      });
      mouthOpen = sprite.mouthOpen;
      blink = sprite.blinking;
    }
    publishState();
    if (!painted) return;
    framesDrawn++;
    if (utterance.firstFramePending && speech.speaking) {
      utterance.firstFramePending = false;
      try {
        options.onFirstSpeakingFrame?.();
      } catch {
        // A failing listener must not stop the face.
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
      if (utterance.active && (!utterance.poses || animator.expression)) requestTap(element);
    },
    speak(cues, speakOptions) {
      utterance.active = true;
      utterance.poses = cues.length ? createCueTimeline(cues, poseIndexOf) : null;
      utterance.cues = cues;
      utterance.frames = null;
      utterance.lastCueMs = utterance.poses?.startMs.at(-1) ?? 0;
      utterance.startedAt = performance.now();
      utterance.firstFramePending = true;
      resetLoudnessFollower(follower);
      if (animator.expression) {
        startReply(animator.expression, speakOptions?.text, utterance.lastCueMs);
      }
      // Loudness drives the mouth without cues, and the Expression engine's brows with them.
      if ((!utterance.poses || animator.expression) && audio) requestTap(audio);
    },
    silence() {
      utterance.active = false;
      utterance.poses = null;
      utterance.frames = null;
      utterance.cues = [];
      utterance.firstFramePending = false;
    },
    stats() {
      return {
        fps: framesPerSecond(meter, performance.now()),
        framesDrawn,
        speaking: speech.speaking,
        mouthOpen: Math.max(0, shownOpen) / 100,
        blink,
        renderer: mode ?? 'sprite',
      };
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      cancelAnimationFrame(handle);
      if (idle) stopIdleVideo(idle);
      if (movements) destroyMovementLayer(movements);
      if (movementRig) destroyMovementRig(movementRig);
      face?.renderer.destroy();
      still?.close();
      sprite?.frames?.close();
      still = null;
      face = null;
      sprite = null;
      audio = null;
      tap = null;
      delete canvas.dataset.mouthOpen;
      delete canvas.dataset.speaking;
      delete canvas.dataset.blink;
      delete canvas.dataset.renderer;
    },
  };
}

/** Runs `work` when the browser is idle (requestIdleCallback), or soon where that is missing. */
function whenIdle(work: () => unknown): void {
  if ('requestIdleCallback' in globalThis) requestIdleCallback(() => work(), { timeout: 2000 });
  else setTimeout(work, 50);
}

/**
 * WebGL2 when asked, or automatic and on a GPU; else the 2D canvas. A drawn portrait plays on
 * the canvas unless WebGL is asked for: its shut eyes are inked in 2D (canvas-face-renderer).
 */
function pickFaceRenderer(
  canvas: HTMLCanvasElement,
  choice: AvatarPlayerOptions['renderer'],
  drawn: boolean,
): FaceRenderer | null {
  if (choice === 'webgl' || (choice !== 'canvas' && !drawn && hasHardwareWebgl())) {
    const webgl = createWebglFaceRenderer(canvas);
    if (webgl) return webgl;
  }
  const context = canvas.getContext('2d');
  return context ? createCanvasFaceRenderer(context) : null;
}
