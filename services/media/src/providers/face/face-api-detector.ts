import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { DetectedFace, FaceDetector } from './face-detector.js';

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');

const require = createRequire(import.meta.url);
// Detection runs on a copy at most this wide/high: faces stay findable and it takes ~0.3 s on one core.
const DETECTION_SIZE = 512;
const MIN_SCORE = 0.5;

interface Loaded {
  tf: Tf;
  faceapi: FaceApi;
}

let loading: Promise<Loaded> | null = null;

/** Loads TensorFlow.js on its WASM backend and the bundled weights once per process. */
function load(): Promise<Loaded> {
  loading ??= (async () => {
    const tf = require('@tensorflow/tfjs') as Tf;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    // The .wasm files ship in the backend's dist folder; read them from disk, never a CDN.
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    wasm.setWasmPaths(wasmDir + path.sep);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(modelDir);
    return { tf, faceapi };
  })();
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * Human face detection with @vladmandic/face-api (SSD MobileNet v1 + tiny 68-point landmarks),
 * weights from its npm package. One detection at a time: the backend is process-wide.
 */
export class FaceApiDetector implements FaceDetector {
  readonly name = 'face-api';
  private queue: Promise<unknown> = Promise.resolve();

  async warmUp(): Promise<void> {
    await load();
  }

  detect(image: Buffer, signal?: AbortSignal): Promise<DetectedFace | null> {
    const run = this.queue.then(() => {
      signal?.throwIfAborted();
      return this.detectNow(image);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async detectNow(image: Buffer): Promise<DetectedFace | null> {
    const { tf, faceapi } = await load();
    const meta = await sharp(image).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (!width || !height) return null;
    const { data, info } = await sharp(image)
      .resize({ width: DETECTION_SIZE, height: DETECTION_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
    try {
      const results = await faceapi
        .detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 10 }))
        .withFaceLandmarks(true);
      const best = results
        .filter((result) => result.detection.score >= MIN_SCORE)
        .sort((a, b) => b.detection.box.area - a.detection.box.area)[0];
      if (!best) return null;
      const scale = width / info.width;
      const clampBox = (x: number, y: number, w: number, h: number) => {
        const left = Math.max(0, Math.round(x * scale));
        const top = Math.max(0, Math.round(y * scale));
        return {
          x: left,
          y: top,
          width: Math.max(1, Math.min(width - left, Math.round(w * scale))),
          height: Math.max(1, Math.min(height - top, Math.round(h * scale))),
        };
      };
      const { box } = best.detection;
      const mouthPoints = best.landmarks.getMouth();
      const xs = mouthPoints.map((point) => point.x);
      const ys = mouthPoints.map((point) => point.y);
      const mouth =
        mouthPoints.length > 0
          ? clampBox(Math.min(...xs), Math.min(...ys), Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys))
          : null;
      return {
        face: { ...clampBox(box.x, box.y, box.width, box.height), imageWidth: width, imageHeight: height },
        mouth,
        score: best.detection.score,
      };
    } finally {
      tensor.dispose();
    }
  }
}
