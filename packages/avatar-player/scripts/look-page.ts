// The page of scripts/look.mjs: the player on a 1280x720 canvas, driven from the test through `window.look`.
import { createAvatarPlayer } from '../src/index.js';

const query = new URLSearchParams(location.search);
const canvas = document.querySelector('canvas')!;
const player = createAvatarPlayer({
  canvas,
  imageUrl: '/face.jpg',
  speech: {
    spriteUrl: '/missing-sprite.png',
    visemes: ['rest', 'slight', 'open', 'wide', 'round'],
    frameWidth: 100,
    frameHeight: 60,
    region: { x: 180, y: 300, width: 100, height: 60 },
    imageWidth: 512,
    imageHeight: 512,
    rigUrl: '/rig.json',
  },
  renderer: (query.get('renderer') ?? 'auto') as 'auto',
  engine: (query.get('engine') ?? 'essence') as 'essence',
  seed: 3,
});
(window as unknown as { look: unknown }).look = {
  player,
  ready: player.ready.then(
    () => 'ok',
    (error: unknown) => String(error),
  ),
  hold(viseme: string) {
    player.speak([
      { startMs: 0, viseme },
      { startMs: 600_000, viseme: 'rest' },
    ]);
  },
  talk() {
    const shapes = ['open', 'closed', 'wide', 'round', 'teeth', 'slight', 'open', 'rest'];
    const cues = Array.from({ length: 400 }, (_, i) => ({ startMs: i * 110, viseme: shapes[i % shapes.length]! }));
    player.speak(cues, { text: 'Hello! How are you today?' });
  },
};
