import type { RigTrack } from './face-rig.js';
import { createMovementScheduler, stepMovementScheduler, type MovementScheduler, type MovementTiming } from './movement-clips.js';
import { loadMovementTrack } from './movement-rig.js';
import type { Fit, MovementClipSource } from './types.js';

/** HTMLMediaElement.HAVE_FUTURE_DATA: it can start without waiting. */
const HAVE_FUTURE_DATA = 3;
/** HTMLMediaElement.HAVE_CURRENT_DATA: it has a frame to draw. */
const HAVE_CURRENT_DATA = 2;

/**
 * The movement clips on screen: a muted video laid exactly over the player's canvas (same box,
 * same fit), shown at the scheduler's opacity. The cross-fade is the compositor's work (CSS
 * opacity of a playing video), so switching into a clip costs the face's frame loop nothing.
 * Each clip's element is made when it is next in line, so it has loaded by the time it is due.
 *
 * A clip with a track, when the player has a face rig, is not shown as a video: the player draws
 * it as the face's picture on `rigCanvas` (movement-rig.ts), laid and faded the same way, and
 * it stays over speech (the mouth moves on it).
 */
export interface MovementLayer {
  readonly canvas: HTMLCanvasElement;
  readonly clips: readonly MovementClipSource[];
  readonly fit: Fit;
  readonly scheduler: MovementScheduler;
  readonly videos: Map<number, HTMLVideoElement>;
  readonly broken: Set<number>;
  /** Each clip's track once known: loaded, or null (none, unusable, or no face rig to draw it). */
  readonly tracks: Map<number, RigTrack | null>;
  /** Tracked clips' presented frames (requestVideoFrameCallback): how many, the last one's media time, the last drawn. */
  readonly frames: Map<number, { presented: number; time: number; drawn: number }>;
  /** Whether a face rig draws tracked clips; null until the player knows (nothing starts before). */
  rigged: boolean | null;
  /** Where tracked clips are drawn (given by the player once it has a face rig). */
  rigCanvas: HTMLCanvasElement | null;
  /** Told when a clip's track has loaded (the player prepares its stage ahead of the switch). */
  onTrack: ((index: number, track: RigTrack) => void) | null;
  shownOpacity: number;
}

/** A tracked clip to draw now: its video, track and the presented frame's time. */
export interface TrackedClipFrame {
  index: number;
  video: HTMLVideoElement;
  track: RigTrack;
  seconds: number;
  /** A new video frame since the last draw. */
  changed: boolean;
  /** The clip covers the face wholly now (the canvas under it need not be drawn). */
  opaque: boolean;
  /** The clip is fading in (shown, not yet wholly). */
  entering: boolean;
}

export function createMovementLayer(
  canvas: HTMLCanvasElement,
  clips: readonly (string | MovementClipSource)[],
  fit: Fit,
  seed?: number,
  timing?: MovementTiming,
): MovementLayer {
  return {
    canvas,
    clips: clips.map((clip) => (typeof clip === 'string' ? { url: clip } : clip)),
    fit,
    scheduler: createMovementScheduler(clips.length, performance.now(), seed, timing),
    videos: new Map(),
    broken: new Set(),
    tracks: new Map(),
    frames: new Map(),
    rigged: null,
    rigCanvas: null,
    onTrack: null,
    shownOpacity: -1,
  };
}

/** The clip's track: loaded (or null) once known; undefined while it loads (asked for on first call). */
function trackOf(layer: MovementLayer, index: number): RigTrack | null | undefined {
  if (layer.tracks.has(index)) return layer.tracks.get(index);
  const url = layer.clips[index]!.trackUrl;
  if (!layer.rigged || !url) {
    layer.tracks.set(index, null);
    return null;
  }
  if (!layer.frames.has(index)) {
    // Asked once: the frame counter marks it.
    layer.frames.set(index, { presented: 0, time: 0, drawn: -1 });
    void loadMovementTrack(url).then((track) => {
      layer.tracks.set(index, track);
      if (track) layer.onTrack?.(index, track);
    });
  }
  return undefined;
}

function videoOf(layer: MovementLayer, index: number): HTMLVideoElement | null {
  const existing = layer.videos.get(index);
  if (existing) return existing;
  const parent = layer.canvas.parentElement;
  if (!parent || layer.rigged === null) return null;
  const track = trackOf(layer, index);
  if (track === undefined) return null;
  const video = document.createElement('video');
  video.muted = true;
  video.defaultMuted = true;
  video.playsInline = true;
  video.preload = 'auto';
  video.setAttribute('aria-hidden', 'true');
  video.dataset.movementClip = String(index);
  Object.assign(video.style, {
    position: 'absolute',
    pointerEvents: 'none',
    objectFit: layer.fit,
    opacity: '0',
    margin: '0',
  });
  video.addEventListener('error', () => layer.broken.add(index));
  video.src = layer.clips[index]!.url;
  layer.videos.set(index, video);
  // A tracked clip is the face rig's picture, never shown itself (out of the page, like the idle video).
  if (track) watchFrames(video, layer.frames.get(index)!);
  else layer.canvas.insertAdjacentElement('afterend', video);
  return video;
}

/** Counts the frames the browser presents and their media time, so the rig draws each once, at its own time. */
function watchFrames(video: HTMLVideoElement, frames: { presented: number; time: number }): void {
  if (!('requestVideoFrameCallback' in video)) return;
  const presented = (_now: number, frame: VideoFrameCallbackMetadata) => {
    frames.presented++;
    frames.time = frame.mediaTime;
    if (video.getAttribute('src')) video.requestVideoFrameCallback(presented);
  };
  video.requestVideoFrameCallback(presented);
}

/** What shows clip `index`: the rig's canvas for a tracked clip, else its video. */
function surfaceOf(layer: MovementLayer, index: number, video: HTMLVideoElement): HTMLElement {
  return layer.tracks.get(index) && layer.rigCanvas ? layer.rigCanvas : video;
}

/** The clip covers the canvas exactly (they share the containing block: siblings). */
function place(layer: MovementLayer, element: HTMLElement): void {
  const { canvas } = layer;
  if (!element.isConnected) canvas.insertAdjacentElement('afterend', element);
  const box = `${canvas.offsetLeft},${canvas.offsetTop},${canvas.offsetWidth},${canvas.offsetHeight}`;
  if (box === element.dataset.movementBox) return;
  element.dataset.movementBox = box;
  Object.assign(element.style, {
    left: `${canvas.offsetLeft}px`,
    top: `${canvas.offsetTop}px`,
    width: `${canvas.offsetWidth}px`,
    height: `${canvas.offsetHeight}px`,
    borderRadius: getComputedStyle(canvas).borderRadius,
  });
}

/** Skips clips that failed to load; none left: nothing plays. */
function usableClip(layer: MovementLayer): number {
  const { scheduler } = layer;
  for (let tries = 0; tries < scheduler.clipCount && layer.broken.has(scheduler.clip); tries++) {
    scheduler.clip = (scheduler.clip + 1) % scheduler.clipCount;
  }
  return layer.broken.has(scheduler.clip) ? -1 : scheduler.clip;
}

/** One animation frame: `speaking` is whether speech needs the mouth now. */
export function stepMovementLayer(layer: MovementLayer, now: number, speaking: boolean): void {
  const { scheduler } = layer;
  const index = scheduler.phase === 'quiet' ? usableClip(layer) : scheduler.clip;
  const video = index >= 0 ? videoOf(layer, index) : null;
  if (!video) return;
  const surface = surfaceOf(layer, index, video);
  const started = !video.paused && video.currentTime > 0;
  const action = stepMovementScheduler(scheduler, now, {
    speaking,
    ready: video.readyState >= HAVE_FUTURE_DATA && !layer.broken.has(index),
    clipTimeMs: scheduler.phase !== 'quiet' && started ? video.currentTime * 1000 : null,
    clipDurationMs: Number.isFinite(video.duration) ? video.duration * 1000 : null,
    clipEnded: video.ended || layer.broken.has(index),
    mayTalk: surface !== video,
  });
  if (action === 'start') {
    place(layer, surface);
    surface.dataset.movementClip = String(index);
    video.currentTime = 0;
    video.play().catch(() => layer.broken.add(index));
    layer.canvas.dataset.movement = 'starting';
  } else if (action === 'stop') {
    video.pause();
    surface.style.opacity = '0';
    layer.shownOpacity = 0;
    // Rewound now, so the next time it starts from its first (resting) frame.
    if (!layer.broken.has(index)) video.currentTime = 0;
    layer.canvas.dataset.movement = 'none';
    return;
  }
  if (scheduler.phase === 'quiet') return;
  place(layer, surface);
  const opacity = Math.round(scheduler.opacity * 100) / 100;
  if (opacity !== layer.shownOpacity) {
    layer.shownOpacity = opacity;
    surface.style.opacity = String(opacity);
  }
  if (scheduler.phase !== 'starting') layer.canvas.dataset.movement = scheduler.phase;
}

/** The tracked clip the rig must draw this frame (from its first frame on, so it is there before it shows), else null. */
export function trackedClipNow(layer: MovementLayer, now: number): TrackedClipFrame | null {
  const { scheduler } = layer;
  if (scheduler.phase === 'quiet' || !layer.rigCanvas) return null;
  const index = scheduler.clip;
  const track = layer.tracks.get(index);
  const video = layer.videos.get(index);
  if (!track || !video || video.readyState < HAVE_CURRENT_DATA || video.videoWidth === 0) return null;
  const frames = layer.frames.get(index)!;
  // Where requestVideoFrameCallback is missing, the current time stands for the frame.
  const counted = frames.presented > 0;
  const frame = counted ? frames.presented : video.currentTime;
  const changed = frame !== frames.drawn;
  frames.drawn = frame;
  return {
    index,
    video,
    track,
    seconds: counted ? frames.time : video.currentTime,
    changed,
    opaque: layer.shownOpacity >= 1,
    entering: scheduler.phase === 'playing' && layer.shownOpacity > 0 && now - scheduler.phaseAt < scheduler.timing.fadeMs,
  };
}

export function destroyMovementLayer(layer: MovementLayer): void {
  for (const video of layer.videos.values()) {
    video.pause();
    video.removeAttribute('src');
    video.load();
    video.remove();
  }
  layer.videos.clear();
  layer.rigCanvas?.remove();
  delete layer.canvas.dataset.movement;
}
