// The page of scripts/look.mjs: the player on a 1280x720 canvas, driven from the test through `window.look`.
import { createAvatarPlayer } from '../src/index.js';

const query = new URLSearchParams(location.search);
const canvas = document.querySelector('canvas')!;
const player = createAvatarPlayer({
  canvas,
  imageUrl: '/face.jpg',
  videoUrl: query.get('video') ? '/idle.mp4' : null,
  speech: query.get('drawn')
    ? {
        spriteUrl: '/sprite.png',
        visemes: ['rest', 'open', 'rest:blink', 'open:blink'],
        frameWidth: 200,
        frameHeight: 200,
        region: { x: 110, y: 180, width: 200, height: 200 },
        imageWidth: 512,
        imageHeight: 512,
        blend: 'cut',
        rigUrl: '/rig.json',
      }
    : {
        spriteUrl: '/sprite.png',
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
  maxFps: query.get('maxFps') ? Number(query.get('maxFps')) : undefined,
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

/** Milliseconds per frame of the face renderers alone, on their own 1280x720 canvas. */
async function benchRenderer(kind: 'webgl' | 'canvas', frames: number, sway = true): Promise<number> {
  const { createFaceStage, drawFaceStage } = await import('../src/face-stage.js');
  const { createCanvasFaceRenderer } = await import('../src/canvas-face-renderer.js');
  const { createWebglFaceRenderer } = await import('../src/webgl-face-renderer.js');
  const { neutralParams } = await import('../src/face-params.js');
  const rig = (await (await fetch('/rig.json')).json()) as Parameters<typeof createFaceStage>[0];
  const image = await createImageBitmap(await (await fetch('/face.jpg')).blob());
  const surface = document.createElement('canvas');
  surface.width = 1280;
  surface.height = 720;
  const renderer = kind === 'webgl' ? createWebglFaceRenderer(surface)! : createCanvasFaceRenderer(surface.getContext('2d')!);
  const stage = createFaceStage(rig, renderer);
  const params = neutralParams();
  const start = performance.now();
  for (let i = 0; i < frames; i++) {
    params.jaw = 0.5 + 0.5 * Math.sin(i / 3);
    params.headRoll = sway ? 0.02 * Math.sin(i / 20) : 0;
    params.headYaw = sway ? 0.02 * Math.cos(i / 17) : 0;
    drawFaceStage(stage, params, image, null, 0, false, 1280, 720, 'cover');
  }
  // Wait for the GPU (or SwiftShader) to finish.
  void surface.toDataURL();
  return (performance.now() - start) / frames;
}
(window as unknown as { benchRenderer: unknown }).benchRenderer = benchRenderer;
