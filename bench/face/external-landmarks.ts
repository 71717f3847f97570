import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// The external face detector the face bench grades the player with: @vladmandic/human's
// MediaPipe-style face mesh (BlazeFace + FaceMesh + iris, 468 points) on tfjs-backend-wasm.
// A different model family from the face-api 68-point nets the face rig is made with, so
// the player cannot grade itself. Bench and tests only: never imported by production code.

const require = createRequire(import.meta.url);

/** One face: 468 [x, y] mesh points in the input image's pixels, and the detector's score. */
export interface ExternalFace {
  points: Array<[number, number]>;
  score: number;
  box: { x: number; y: number; width: number; height: number };
}

export interface ExternalDetector {
  readonly name: string;
  /** The face nearest the image's centre in an encoded image (PNG/JPEG), or null. */
  detect(image: Buffer): Promise<ExternalFace | null>;
}

interface HumanResult {
  face: Array<{
    score: number;
    box: [number, number, number, number];
    mesh: Array<[number, number, number?]>;
  }>;
}
interface HumanLike {
  load(): Promise<void>;
  warmup?(): Promise<unknown>;
  detect(input: unknown): Promise<HumanResult>;
  tf: {
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
    tensor(values: Uint8Array, shape: number[], dtype: 'int32'): { dispose(): void };
    dispose(value: unknown): void;
  };
}

/**
 * human loads its models with fetch(); Node's fetch has no file: scheme. Serve file:// URLs
 * from disk and leave every other URL to the real fetch (the models ship in the package).
 */
function installFileFetch(): void {
  const realFetch = globalThis.fetch;
  if ((realFetch as { fileShim?: boolean }).fileShim) return;
  const shim = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file://')) return realFetch(input, init);
    const body = await readFile(fileURLToPath(url));
    const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(body, { status: 200, headers: { 'content-type': type } });
  };
  Object.assign(shim, { fileShim: true });
  globalThis.fetch = shim as typeof fetch;
}

const loaded = new Map<string, Promise<HumanLike>>();

function loadHuman(options: { rotation: boolean; iris: boolean }): Promise<HumanLike> {
  const key = JSON.stringify(options);
  let loading = loaded.get(key) ?? null;
  loading ??= (async () => {
    installFileFetch();
    // The node-wasm build by path: the package's exports map points Node at the tfjs-node build.
    const humanDir = path.dirname(path.dirname(require.resolve('@vladmandic/human')));
    const module = require(path.join(humanDir, 'dist/human.node-wasm.js')) as {
      Human?: new (config: unknown) => HumanLike;
      default?: new (config: unknown) => HumanLike;
    };
    const Human = module.Human ?? module.default!;
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    const human = new Human({
      backend: 'wasm',
      wasmPath: wasmDir + path.sep,
      wasmPlatformFetch: false,
      modelBasePath: `file://${path.join(humanDir, 'models')}${path.sep}`,
      debug: false,
      async: true,
      warmup: 'none',
      cacheSensitivity: 0, // every frame is analysed, none is skipped as "unchanged"
      filter: { enabled: false },
      face: {
        enabled: true,
        detector: { rotation: options.rotation, maxDetected: 4, minConfidence: 0.2, skipFrames: 0, skipTime: 0 },
        mesh: { enabled: true },
        iris: { enabled: options.iris, skipFrames: 0, skipTime: 0 },
        attention: { enabled: false },
        emotion: { enabled: false },
        description: { enabled: false },
        antispoof: { enabled: false },
        liveness: { enabled: false },
      },
      body: { enabled: false },
      hand: { enabled: false },
      object: { enabled: false },
      gesture: { enabled: false },
      segmentation: { enabled: false },
    });
    await human.load();
    return human;
  })();
  loaded.set(key, loading);
  loading.catch(() => loaded.delete(key));
  return loading;
}

/**
 * The human face mesh, one image at a time (the tfjs backend is process-wide), on a copy at
 * most `maxSize` px wide/high; points come back in the input's pixels.
 */
/**
 * Every human detection of the process, one at a time: the detectors (lips, eyes) hold their own
 * Human but share tfjs's one engine and wasm backend, and two detections interleaved there threw
 * from inside the backend ("Argument 'x' passed to 'squeeze' must be a Tensor ... got 'null'"),
 * which no caller can catch: it ended the process (a CI run's talking-face e2e, 2026-11-28).
 */
let humanQueue: Promise<unknown> = Promise.resolve();

export function humanDetector({ maxSize = 384, rotation = true, iris = true } = {}): ExternalDetector {
  const detectNow = async (image: Buffer): Promise<ExternalFace | null> => {
    const human = await loadHuman({ rotation, iris });
    const meta = await sharp(image).metadata();
    // The mesh runs on a 192 px face crop: a smaller input costs less and loses nothing.
    const { data, info } = await sharp(image)
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#000000' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const scale = (meta.width ?? info.width) / info.width;
    const tensor = human.tf.tensor(
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      [1, info.height, info.width, 3],
      'int32',
    );
    try {
      const result = await human.detect(tensor);
      // The recorded crops are centred on the agent's face; a group photo has others at the edges.
      const offCentre = (f: HumanResult['face'][number]) =>
        Math.hypot(f.box[0] + f.box[2] / 2 - info.width / 2, f.box[1] + f.box[3] / 2 - info.height / 2);
      const face = [...result.face].filter((f) => f.mesh?.length >= 468).sort((a, b) => offCentre(a) - offCentre(b))[0];
      if (!face) return null;
      return {
        points: face.mesh.map(([x, y]) => [x * scale, y * scale] as [number, number]),
        score: face.score,
        box: { x: face.box[0] * scale, y: face.box[1] * scale, width: face.box[2] * scale, height: face.box[3] * scale },
      };
    } finally {
      human.tf.dispose(tensor);
    }
  };
  return {
    name: 'human 3.3.6 facemesh+iris (wasm)',
    detect(image: Buffer) {
      const run = humanQueue.then(() => detectNow(image));
      humanQueue = run.catch(() => undefined);
      return run;
    },
  };
}

/** FaceMesh indices of the points the face metrics read (MediaPipe's canonical topology). */
export const MESH = {
  innerLipTop: 13,
  innerLipBottom: 14,
  /** Inner lip, top/bottom pairs: left of centre, centre, right of centre. */
  innerLipPairs: [
    [82, 87],
    [13, 14],
    [312, 317],
  ],
  outerLipTop: 0,
  outerLipBottom: 17,
  mouthLeft: 78,
  mouthRight: 308,
  noseTip: 1,
  chin: 152,
  forehead: 10,
  /** Outer corners of the eyes (the normaliser: zoom and head motion cancel out). */
  eyeOuterRight: 33,
  eyeOuterLeft: 263,
  /** Eye aspect ratio points, p1..p6 in the usual order (corner, top, top, corner, bottom, bottom). */
  rightEye: [33, 160, 158, 133, 153, 144],
  leftEye: [362, 385, 387, 263, 373, 380],
} as const;
