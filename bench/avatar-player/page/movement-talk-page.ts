import { createAvatarPlayer, type AvatarPlayer } from '@avatarium/avatar-player';
import type { CropBox } from '../../face/face-protocol.js';
import type { TalkFrame, TalkPageApi, TalkSetup, TalkTrace } from '../movement-talk-protocol.js';
import { blobToDataUrl, loadVoice } from './page-media.js';

// The movement-talk bench's page: the player (face rig, canvas renderer) with one tracked
// movement clip. Once the clip plays, a sentence is spoken over it; every interval the crop is
// recorded as a viewer sees it (the player's canvas, then whatever shows a clip over it at its
// opacity), and every animation frame's time is kept for the gaps around the switch.

const canvas = document.querySelector('canvas')!;
Object.assign(canvas.style, { width: '1280px', height: '720px' });
let player: AvatarPlayer | null = null;
let audio: HTMLAudioElement | null = null;
let setup: TalkSetup | null = null;
/** Where the picture (and a video clip, same fit) sits on the canvas. */
let pictureBox: CropBox | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function prepare(given: TalkSetup) {
  setup = given;
  const picture = new Image();
  picture.src = given.imageUrl;
  await picture.decode();
  player = createAvatarPlayer({
    canvas,
    imageUrl: given.imageUrl,
    speech: given.speech,
    movementClips: [given.clip],
    fit: 'contain',
    renderer: 'canvas',
    seed: given.seed,
  });
  await player.ready;
  audio = await loadVoice(given.audioUrl);
  player.attachAudio(audio);
  await sleep(300);
  const scale = Math.min(canvas.width / picture.naturalWidth, canvas.height / picture.naturalHeight);
  const width = Math.round(picture.naturalWidth * scale);
  const height = Math.round(picture.naturalHeight * scale);
  pictureBox = { x: Math.round((canvas.width - width) / 2), y: Math.round((canvas.height - height) / 2), width, height };
  return { picture: pictureBox, renderer: player.stats().renderer };
}

const clipElement = () => document.querySelector<HTMLCanvasElement | HTMLVideoElement>('[data-movement-clip]');

async function run(crop: CropBox, intervalMs: number): Promise<TalkTrace> {
  const trace: TalkTrace = {
    times: [],
    startingAt: null,
    playingAt: null,
    fullAt: null,
    speechAt: null,
    speechEndAt: null,
    leftForSpeech: false,
    fullOverSpeechMs: null,
    readyAt: performance.now(),
    frames: [],
  };
  const grab = document.createElement('canvas');
  grab.width = crop.width;
  grab.height = crop.height;
  const context = grab.getContext('2d')!;
  const pending: Array<Promise<TalkFrame>> = [];
  const take = () => {
    const clip = clipElement();
    const opacity = clip ? Number(clip.style.opacity || 0) : 0;
    const t = trace.speechAt === null ? -1 : audio!.ended ? audio!.duration : audio!.currentTime;
    context.globalAlpha = 1;
    context.drawImage(canvas, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
    if (clip && opacity > 0) {
      context.globalAlpha = opacity;
      // The clip's canvas has the player's pixel size; a video clip is laid with the same fit (contain).
      if (clip instanceof HTMLCanvasElement)
        context.drawImage(clip, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
      else if (clip.videoWidth > 0) {
        const s = clip.videoWidth / pictureBox!.width;
        const [sx, sy] = [(crop.x - pictureBox!.x) * s, (crop.y - pictureBox!.y) * s];
        context.drawImage(clip, sx, sy, crop.width * s, crop.height * s, 0, 0, crop.width, crop.height);
      }
    }
    const movement = canvas.dataset.movement ?? null;
    pending.push(
      new Promise<Blob | null>((resolve) => grab.toBlob(resolve, 'image/jpeg', 0.92)).then(async (blob) => ({
        t,
        jpeg: blob ? await blobToDataUrl(blob) : '',
        opacity,
        movement,
      })),
    );
  };
  let timer: ReturnType<typeof setInterval> | null = null;
  await new Promise<void>((resolve) => {
    const deadline = performance.now() + 30_000;
    const frame = (now: number) => {
      trace.times.push(now);
      const state = canvas.dataset.movement;
      const opacity = Number(clipElement()?.style.opacity || 0);
      if (state === 'starting' && trace.startingAt === null) {
        trace.startingAt = now;
        timer = setInterval(take, intervalMs);
      }
      if (state === 'playing' && trace.playingAt === null) trace.playingAt = now;
      if (opacity === 1 && trace.fullAt === null) {
        trace.fullAt = now;
        // Fully in: the sentence starts over the moving head.
        trace.speechAt = now;
        player!.speak(setup!.cues, { text: setup!.text });
        void audio!.play();
        audio!.addEventListener('ended', () => (trace.speechEndAt = performance.now()), { once: true });
      }
      if (trace.speechAt !== null && state === 'leaving') trace.leftForSpeech = true;
      if (trace.speechAt !== null && trace.fullOverSpeechMs === null && opacity < 1)
        trace.fullOverSpeechMs = now - trace.speechAt;
      const done = trace.speechEndAt !== null && now - trace.speechEndAt > 500;
      if (now > deadline || done) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  if (timer) clearInterval(timer);
  player!.silence();
  trace.frames = await Promise.all(pending);
  player!.destroy();
  return trace;
}

const api: TalkPageApi = { prepare, run };
Object.assign(window, { movementTalk: api });
