import { createAvatarPlayer } from '@avatarium/avatar-player';
import type { BenchAssets } from '../bench-protocol.js';
import type { SwitchPageApi, SwitchTrace } from '../movement-switch-protocol.js';

// The movement-switch bench's page: the player with one movement clip; the page's own
// animation-frame loop records every frame's time and the player's movement state, so Node can
// compare the frames around the switch into the clip with the idle frames before it.

async function run(assets: BenchAssets, clipUrl: string, seed: number, afterPlayingMs: number): Promise<SwitchTrace> {
  const canvas = document.querySelector('canvas')!;
  const player = createAvatarPlayer({
    canvas,
    imageUrl: assets.imageUrl,
    speech: assets.speech,
    movementClips: [clipUrl],
    seed,
  });
  await player.ready;
  const trace: SwitchTrace = { times: [], startingAt: null, playingAt: null, fullAt: null, readyAt: performance.now() };
  await new Promise<void>((resolve) => {
    const deadline = performance.now() + 30_000;
    const frame = (now: number) => {
      trace.times.push(now);
      const state = canvas.dataset.movement;
      if (state === 'starting' && trace.startingAt === null) trace.startingAt = now;
      if (state === 'playing' && trace.playingAt === null) trace.playingAt = now;
      const clip = document.querySelector<HTMLVideoElement>('video[data-movement-clip]');
      if (clip?.style.opacity === '1' && trace.fullAt === null) trace.fullAt = now;
      if (now > deadline || (trace.playingAt !== null && now - trace.playingAt > afterPlayingMs)) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  player.destroy();
  return trace;
}

(globalThis as unknown as { movementSwitch: SwitchPageApi }).movementSwitch = { run };
