import { createAvatarPlayer, type AvatarPlayer, type AvatarPlayerOptions } from '@avatarium/avatar-player';
import type { CropBox, FacePageApi, FaceSetup, LoadMeasurement, RecordedFrame, RecordOptions } from '../../face/face-protocol.js';
import { blobToDataUrl, loadVoice } from './page-media.js';

// The face bench's page (bench/face/capture.ts): a 1280x720 canvas with the player, the
// picture fitted with `contain`, a voice element; Node records the canvas through it.

const canvas = document.querySelector('canvas')!;
let player: AvatarPlayer | null = null;
let audio: HTMLAudioElement | null = null;
let setup: FaceSetup | null = null;
let picture: HTMLImageElement | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function containBox(width: number, height: number): CropBox {
  const scale = Math.min(canvas.width / width, canvas.height / height);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((canvas.width - w) / 2), y: Math.round((canvas.height - h) / 2), width: w, height: h };
}

async function prepare(given: FaceSetup) {
  setup = given;
  picture = new Image();
  picture.src = given.agent.imageUrl;
  await picture.decode();
  // Options the player of the day may not know yet (renderer, seed): added untyped.
  const extra: Record<string, unknown> = { seed: given.seed };
  if (given.renderer !== null) extra.renderer = given.renderer;
  const options = {
    canvas,
    imageUrl: given.agent.imageUrl,
    videoUrl: given.agent.videoUrl,
    speech: given.agent.speech,
    idleMotion: given.agent.idleMotion,
    fit: 'contain',
    ...extra,
  } as AvatarPlayerOptions;
  player = createAvatarPlayer(options);
  await player.ready;
  audio = await loadVoice(given.audioUrl);
  player.attachAudio(audio);
  await sleep(600); // the first frames (and the idle video) are on the canvas
  return {
    picture: containBox(picture.naturalWidth, picture.naturalHeight),
    canvasWidth: canvas.width,
    canvasHeight: canvas.height,
    renderer: (player.stats() as { renderer?: string }).renderer ?? 'sprite (no renderer option)',
  };
}

/** speak(cues, {text}) where the player takes the text, speak(cues) where it does not (extra arguments are ignored). */
function speak() {
  (player!.speak as (cues: FaceSetup['cues'], options: { text: string }) => void)(setup!.cues, { text: setup!.text });
}

async function record({ mode, seconds, intervalMs, crop }: RecordOptions): Promise<RecordedFrame[]> {
  const grab = document.createElement('canvas');
  grab.width = crop.width;
  grab.height = crop.height;
  const context = grab.getContext('2d')!;
  const pending: Array<Promise<RecordedFrame>> = [];
  let playedAt: number | null = null;
  let endedAt: number | null = null;
  const started = performance.now();
  const take = () => {
    const now = performance.now();
    const t =
      mode === 'idle'
        ? (now - started) / 1000
        : playedAt === null
          ? -seconds + (now - started) / 1000
          : endedAt !== null
            ? audio!.duration + (now - endedAt) / 1000
            : audio!.currentTime;
    context.drawImage(canvas, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
    const state = {
      mouthOpen: Number(canvas.dataset.mouthOpen ?? Number.NaN),
      blink: canvas.dataset.blink ?? null,
      speaking: canvas.dataset.speaking ?? null,
    };
    pending.push(
      new Promise<Blob | null>((resolve) => grab.toBlob(resolve, 'image/jpeg', 0.92)).then(async (blob) => {
        const frame: RecordedFrame = { t, jpeg: blob ? await blobToDataUrl(blob) : '', ...state };
        // Node may look at idle frames while the recording goes on (exposed by the bench).
        const stream = (window as unknown as { onFaceFrame?: (frame: RecordedFrame) => void }).onFaceFrame;
        if (mode === 'idle' && stream) void stream(frame);
        return frame;
      }),
    );
  };
  const timer = setInterval(take, intervalMs);
  try {
    if (mode === 'idle') {
      await sleep(seconds * 1000);
    } else {
      await sleep(seconds * 1000);
      speak();
      await audio!.play();
      playedAt = performance.now();
      await new Promise((resolve) => audio!.addEventListener('ended', resolve, { once: true }));
      endedAt = performance.now();
      await sleep(seconds * 1000);
    }
  } finally {
    clearInterval(timer);
  }
  return Promise.all(pending);
}

async function still(crop: CropBox): Promise<string> {
  const grab = document.createElement('canvas');
  grab.width = crop.width;
  grab.height = crop.height;
  // The picture as the canvas shows it (contain), cut to the same box.
  const box = containBox(picture!.naturalWidth, picture!.naturalHeight);
  grab.getContext('2d')!.drawImage(picture!, box.x - crop.x, box.y - crop.y, box.width, box.height);
  const blob = await new Promise<Blob | null>((resolve) => grab.toBlob(resolve, 'image/jpeg', 0.92));
  return blobToDataUrl(blob!);
}

async function load(): Promise<LoadMeasurement> {
  let loops = 0;
  let watching = true;
  const watch = () => {
    if (!watching) return;
    loops++;
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  const started = performance.now();
  const drawsAtStart = player!.stats().framesDrawn;
  audio!.currentTime = 0;
  speak();
  await audio!.play();
  await new Promise((resolve) => audio!.addEventListener('ended', resolve, { once: true }));
  watching = false;
  const stats = player!.stats();
  return { elapsedMs: performance.now() - started, loops, draws: stats.framesDrawn - drawsAtStart, playerFps: stats.fps };
}

function destroy() {
  player?.destroy();
  audio?.pause();
  player = null;
}

const api: FacePageApi = { prepare, record, still, load, destroy };
Object.assign(window, { facePage: api });
