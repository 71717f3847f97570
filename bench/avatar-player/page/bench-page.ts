import { createAvatarPlayer, type AvatarPlayer } from '@avatarium/avatar-player';
import type { BenchAssets, BenchPageApi, PageMeasurement, Scenario } from '../bench-protocol.js';

// The bench's test page: one canvas, driven either by the avatar player or by a bare loop
// that only draws the picture (the baseline). Node calls prepare(), then measure().

interface Prepared {
  scenario: Scenario;
  assets: BenchAssets;
  player: AvatarPlayer | null;
  audio: HTMLAudioElement | null;
  baselineDraws: number;
  firstSpeakingFrameAt: number | null;
  videoPlayable: boolean;
}

/** Whether this browser decodes the idle video at all (else the player shows the still). */
function videoPlays(url: string): Promise<boolean> {
  const video = document.createElement('video');
  video.muted = true;
  video.src = url;
  return new Promise((resolve) => {
    video.addEventListener('loadeddata', () => resolve(video.videoWidth > 0), { once: true });
    video.addEventListener('error', () => resolve(false), { once: true });
    setTimeout(() => resolve(false), 3000);
  }).finally(() => video.removeAttribute('src')) as Promise<boolean>;
}

const canvas = document.querySelector('canvas')!;
let prepared: Prepared | null = null;

function startBaseline(bitmap: ImageBitmap, state: Prepared): void {
  const context = canvas.getContext('2d')!;
  const frame = () => {
    requestAnimationFrame(frame);
    const width = Math.round(canvas.clientWidth * devicePixelRatio);
    const height = Math.round(canvas.clientHeight * devicePixelRatio);
    if (width !== canvas.width || height !== canvas.height) {
      canvas.width = width;
      canvas.height = height;
    }
    const scale = Math.max(width / bitmap.width, height / bitmap.height);
    context.drawImage(
      bitmap,
      (width - bitmap.width * scale) / 2,
      (height - bitmap.height * scale) / 2,
      bitmap.width * scale,
      bitmap.height * scale,
    );
    state.baselineDraws++;
  };
  requestAnimationFrame(frame);
}

async function prepare(scenario: Scenario, assets: BenchAssets): Promise<void> {
  const state: Prepared = {
    scenario,
    assets,
    player: null,
    audio: null,
    baselineDraws: 0,
    firstSpeakingFrameAt: null,
    videoPlayable: false,
  };
  prepared = state;
  if (scenario === 'baseline') {
    const image = new Image();
    image.src = assets.imageUrl;
    await image.decode();
    startBaseline(await createImageBitmap(image), state);
    return;
  }
  state.videoPlayable = await videoPlays(assets.videoUrl);
  const player = createAvatarPlayer({
    canvas,
    imageUrl: assets.imageUrl,
    videoUrl: assets.videoUrl,
    speech: assets.speech,
    idleMotion: assets.idleMotion,
    onFirstSpeakingFrame: () => (state.firstSpeakingFrameAt ??= performance.now()),
  });
  await player.ready;
  const audio = new Audio(assets.audioUrl);
  audio.preload = 'auto';
  await new Promise<void>((resolve, reject) => {
    audio.addEventListener('canplaythrough', () => resolve(), { once: true });
    audio.addEventListener('error', () => reject(new Error('the bench audio did not load')), { once: true });
  });
  player.attachAudio(audio);
  state.player = player;
  state.audio = audio;
  // Let the idle video start before measuring.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function measure(): Promise<PageMeasurement> {
  const state = prepared!;
  const started = performance.now();
  const drawsAtStart = state.player?.stats().framesDrawn ?? state.baselineDraws;
  let loops = 0;
  let last = started;
  let maxGapMs = 0;
  let mouthChanges = 0;
  let mouthMax = 0;
  let lastMouth = canvas.dataset.mouthOpen ?? '0';
  let watching = true;
  const watch = (now: number) => {
    if (!watching) return;
    requestAnimationFrame(watch);
    loops++;
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
    const mouth = canvas.dataset.mouthOpen ?? '0';
    if (mouth !== lastMouth) mouthChanges++;
    lastMouth = mouth;
    mouthMax = Math.max(mouthMax, Number(mouth));
  };
  requestAnimationFrame(watch);

  let playedAt = performance.now();
  let mouthAfterEndMs250 = 0;
  if (state.player && state.audio) {
    state.player.speak(state.scenario === 'player-cues' ? state.assets.cues : []);
    playedAt = performance.now();
    await state.audio.play();
    await new Promise((resolve) => state.audio!.addEventListener('ended', resolve, { once: true }));
    await new Promise((resolve) => setTimeout(resolve, 250));
    mouthAfterEndMs250 = Number(canvas.dataset.mouthOpen ?? 0);
  } else {
    await new Promise((resolve) => setTimeout(resolve, (state.assets.audioSeconds + 0.25) * 1000));
  }
  watching = false;
  const elapsedMs = performance.now() - started;
  const stats = state.player?.stats();
  return {
    elapsedMs,
    loops,
    draws: (stats?.framesDrawn ?? state.baselineDraws) - drawsAtStart,
    maxGapMs,
    mouthChanges,
    mouthMax,
    mouthAfterEndMs250,
    firstSpeakingFrameMs: state.firstSpeakingFrameAt === null ? null : state.firstSpeakingFrameAt - playedAt,
    videoPlayed: state.videoPlayable,
    playerFps: stats?.fps ?? null,
  };
}

const api: BenchPageApi = { prepare, measure };
Object.assign(window, { avatarBench: api });
