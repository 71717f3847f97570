import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { Box } from '../../generation/jobs/generation-job.js';
import type { DetectedFace, FaceDetector, RawImage } from './face-detector.js';

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');
type Tensor3D = import('@tensorflow/tfjs').Tensor3D;

const require = createRequire(import.meta.url);
// Detection runs on a copy at most this wide/high: faces stay findable and it takes ~0.3 s on one core.
const DETECTION_SIZE = 512;
const MIN_SCORE = 0.5;
// A face crop for the landmark net alone (it works at 112 px): more pixels add nothing.
const CROP_SIZE = 256;

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
    // The full 68-point net (not the tiny one): the face rig's mesh needs the lips and lids right.
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    return { tf, faceapi };
  })();
  loading.catch(() => (loading = null));
  return loading;
}

async function decode(image: Buffer, maxSize: number): Promise<RawImage & { sourceWidth: number; sourceHeight: number }> {
  const meta = await sharp(image).metadata();
  const { data, info } = await sharp(image)
    .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    sourceWidth: meta.width ?? info.width,
    sourceHeight: meta.height ?? info.height,
  };
}

// Process-wide like the backend: the generation's detector and the movement probe's take turns.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Human face detection with @vladmandic/face-api (SSD MobileNet v1 + the 68-point landmark
 * net), weights from its npm package. One detection at a time: the backend is process-wide.
 */
export class FaceApiDetector implements FaceDetector {
  readonly name = 'face-api';

  async warmUp(): Promise<void> {
    await load();
  }

  private serial<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const run = queue.then(() => {
      signal?.throwIfAborted();
      return work();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  detect(image: Buffer, signal?: AbortSignal): Promise<DetectedFace | null> {
    return this.serial(signal, async () => {
      const raw = await decode(image, DETECTION_SIZE);
      if (!raw.sourceWidth || !raw.sourceHeight) return null;
      return this.detectNow(raw, raw.sourceWidth, raw.sourceHeight);
    });
  }

  detectRaw(image: RawImage, signal?: AbortSignal): Promise<DetectedFace | null> {
    return this.serial(signal, () => this.detectNow(image, image.width, image.height));
  }

  landmarksIn(image: Buffer | RawImage, box: Box, signal?: AbortSignal): Promise<number[] | null> {
    return this.serial(signal, () => this.landmarksNow(image, box));
  }

  private async landmarksNow(image: Buffer | RawImage, box: Box): Promise<number[] | null> {
    const { tf, faceapi } = await load();
    const { width, height } = Buffer.isBuffer(image) ? await sharp(image).metadata() : image;
    if (!width || !height) return null;
    const left = Math.max(0, Math.floor(box.x));
    const top = Math.max(0, Math.floor(box.y));
    const cropWidth = Math.min(width - left, Math.ceil(box.width));
    const cropHeight = Math.min(height - top, Math.ceil(box.height));
    if (cropWidth < 8 || cropHeight < 8) return null;
    const source = Buffer.isBuffer(image)
      ? sharp(image)
      : sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
          raw: { width: image.width, height: image.height, channels: 3 },
        });
    const { data, info } = await source
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize({ width: CROP_SIZE, height: CROP_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
    try {
      const landmarks = (await faceapi.nets.faceLandmark68Net.detectLandmarks(tensor as never)) as InstanceType<
        FaceApi['FaceLandmarks68']
      >;
      const sx = cropWidth / info.width;
      const sy = cropHeight / info.height;
      return landmarks.positions.flatMap((point) => [left + point.x * sx, top + point.y * sy]);
    } finally {
      tensor.dispose();
    }
  }

  /** Finds the largest face in `raw` and reports it in a picture `width` x `height` (the raw one scaled). */
  private async detectNow(raw: RawImage, width: number, height: number): Promise<DetectedFace | null> {
    const { tf, faceapi } = await load();
    const tensor = tf.tensor3d(raw.data, [raw.height, raw.width, 3], 'int32') as Tensor3D;
    try {
      const results = await faceapi
        .detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 10 }))
        .withFaceLandmarks();
      const best = results
        .filter((result) => result.detection.score >= MIN_SCORE)
        .sort((a, b) => b.detection.box.area - a.detection.box.area)[0];
      if (!best) return null;
      const scale = width / raw.width;
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
      const positions = best.landmarks.positions;
      const landmarks =
        positions.length === 68 ? positions.flatMap((point) => [round2(point.x * scale), round2(point.y * scale)]) : null;
      return {
        face: { ...clampBox(box.x, box.y, box.width, box.height), imageWidth: width, imageHeight: height },
        mouth,
        score: best.detection.score,
        landmarks,
      };
    } finally {
      tensor.dispose();
    }
  }
}

const round2 = (value: number) => Math.round(value * 100) / 100;
