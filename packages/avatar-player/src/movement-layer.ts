import { createMovementScheduler, stepMovementScheduler, type MovementScheduler, type MovementTiming } from './movement-clips.js';
import type { Fit } from './types.js';

/** HTMLMediaElement.HAVE_FUTURE_DATA: it can start without waiting. */
const HAVE_FUTURE_DATA = 3;

/**
 * The movement clips on screen: a muted video laid exactly over the player's canvas (same box,
 * same fit), shown at the scheduler's opacity. The cross-fade is the compositor's work (CSS
 * opacity of a playing video), so switching into a clip costs the face's frame loop nothing.
 * Each clip's element is made when it is next in line, so it has loaded by the time it is due.
 */
export interface MovementLayer {
  readonly canvas: HTMLCanvasElement;
  readonly urls: readonly string[];
  readonly fit: Fit;
  readonly scheduler: MovementScheduler;
  readonly videos: Map<number, HTMLVideoElement>;
  readonly broken: Set<number>;
  shownOpacity: number;
  box: string;
}

export function createMovementLayer(
  canvas: HTMLCanvasElement,
  urls: readonly string[],
  fit: Fit,
  seed?: number,
  timing?: MovementTiming,
): MovementLayer {
  return {
    canvas,
    urls,
    fit,
    scheduler: createMovementScheduler(urls.length, performance.now(), seed, timing),
    videos: new Map(),
    broken: new Set(),
    shownOpacity: -1,
    box: '',
  };
}

function videoOf(layer: MovementLayer, index: number): HTMLVideoElement | null {
  const existing = layer.videos.get(index);
  if (existing) return existing;
  const parent = layer.canvas.parentElement;
  if (!parent) return null;
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
  video.src = layer.urls[index]!;
  layer.canvas.insertAdjacentElement('afterend', video);
  layer.videos.set(index, video);
  return video;
}

/** The clip covers the canvas exactly (they share the containing block: siblings). */
function place(layer: MovementLayer, video: HTMLVideoElement): void {
  const { canvas } = layer;
  const box = `${canvas.offsetLeft},${canvas.offsetTop},${canvas.offsetWidth},${canvas.offsetHeight}`;
  if (box === layer.box && video.style.width) return;
  layer.box = box;
  Object.assign(video.style, {
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
  const started = !video.paused && video.currentTime > 0;
  const action = stepMovementScheduler(scheduler, now, {
    speaking,
    ready: video.readyState >= HAVE_FUTURE_DATA && !layer.broken.has(index),
    clipTimeMs: scheduler.phase !== 'quiet' && started ? video.currentTime * 1000 : null,
    clipDurationMs: Number.isFinite(video.duration) ? video.duration * 1000 : null,
    clipEnded: video.ended || layer.broken.has(index),
  });
  if (action === 'start') {
    place(layer, video);
    video.currentTime = 0;
    video.play().catch(() => layer.broken.add(index));
    layer.canvas.dataset.movement = 'starting';
  } else if (action === 'stop') {
    video.pause();
    video.style.opacity = '0';
    layer.shownOpacity = 0;
    // Rewound now, so the next time it starts from its first (resting) frame.
    if (!layer.broken.has(index)) video.currentTime = 0;
    layer.canvas.dataset.movement = 'none';
    return;
  }
  if (scheduler.phase === 'quiet') return;
  place(layer, video);
  const opacity = Math.round(scheduler.opacity * 100) / 100;
  if (opacity !== layer.shownOpacity) {
    layer.shownOpacity = opacity;
    video.style.opacity = String(opacity);
  }
  if (scheduler.phase !== 'starting') layer.canvas.dataset.movement = scheduler.phase;
}

export function destroyMovementLayer(layer: MovementLayer): void {
  for (const video of layer.videos.values()) {
    video.pause();
    video.removeAttribute('src');
    video.load();
    video.remove();
  }
  layer.videos.clear();
  delete layer.canvas.dataset.movement;
}
