import { rmsOf } from './loudness-follower.js';

/**
 * Reads the loudness of an <audio> element through WebAudio. An element can be routed into
 * an AudioContext only once, and from then on it is heard only through that context: so one
 * tap per element, shared by every player and never closed, and the element is captured
 * only once the context runs (a suspended context would silence the voice).
 */
export interface AudioTap {
  readonly analyser: AnalyserNode;
  readonly samples: Float32Array<ArrayBuffer>;
}

const taps = new WeakMap<HTMLMediaElement, Promise<AudioTap | null>>();

/**
 * A cross-origin voice without CORS would reach WebAudio as silence, and being routed through
 * it would silence the element too: such audio is never tapped.
 */
export function canTap(element: HTMLMediaElement): boolean {
  const source = element.currentSrc || element.src;
  if (!source || element.crossOrigin !== null) return true;
  try {
    const url = new URL(source, location.href);
    return url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === location.origin;
  } catch {
    return false;
  }
}

function createTap(element: HTMLMediaElement): Promise<AudioTap | null> {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return Promise.resolve(null);
  // The default (interactive) latency: what the analyser reads is heard soonest.
  const context = new AudioContextClass();
  // Blocked before a user gesture: wait for the element to play (a gesture made that possible).
  const running = new Promise<void>((resolve) => {
    if (context.state === 'running') return resolve();
    const retry = () => void context.resume().catch(() => undefined);
    context.addEventListener('statechange', () => context.state === 'running' && resolve());
    element.addEventListener('play', retry);
    retry();
  });
  return running.then(() => {
    const source = context.createMediaElementSource(element);
    source.connect(context.destination);
    const analyser = context.createAnalyser();
    // ~21 ms at 48 kHz: about one animation frame of sound.
    analyser.fftSize = 1024;
    source.connect(analyser);
    // Keep the context running whenever the voice plays (the page may suspend it in between).
    element.addEventListener('play', () => void context.resume().catch(() => undefined));
    return { analyser, samples: new Float32Array(analyser.fftSize) };
  });
}

/** The element's tap, made on first use; null where WebAudio is missing or the audio cannot be analysed. */
export function tapOf(element: HTMLMediaElement): Promise<AudioTap | null> {
  let tap = taps.get(element);
  if (!tap) {
    tap = createTap(element).catch(() => null);
    taps.set(element, tap);
  }
  return tap;
}

/** RMS of the sound playing now (0..1), allocation-free. */
export function loudnessOf(tap: AudioTap): number {
  tap.analyser.getFloatTimeDomainData(tap.samples);
  return rmsOf(tap.samples);
}
