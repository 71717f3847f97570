import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { faceRig } from '@avatarium/contracts';

const { FACE_RIG_VERSION, FaceRig, RIG_POINT_COUNT } = faceRig;
type FaceRig = faceRig.FaceRig;

// A face rig made here when the media service's own rig maker
// (services/media/src/media-tools/face-rig.ts) is not in the tree: face-api's full 68-point
// landmark net on the picture (or on each sampled video frame), and mouth colours sampled
// from the lips. Only a stand-in so the bench can run; the bench prefers the service's.

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');
const require = createRequire(import.meta.url);

let loading: Promise<{ tf: Tf; faceapi: FaceApi }> | null = null;
function load() {
  loading ??= (async () => {
    const tf = require('@tensorflow/tfjs') as Tf;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string): void };
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')) + path.sep);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    return { tf, faceapi };
  })();
  return loading;
}

/** The 68 points (flat, picture pixels) of the largest face, or null. */
export async function faceApiLandmarks(image: Buffer): Promise<number[] | null> {
  const { tf, faceapi } = await load();
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
  try {
    const results = await faceapi
      .detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.3, maxResults: 5 }))
      .withFaceLandmarks();
    const best = results.sort((a, b) => b.detection.box.area - a.detection.box.area)[0];
    if (!best) return null;
    return best.landmarks.positions.flatMap((p) => [p.x, p.y]);
  } finally {
    tensor.dispose();
  }
}

const hex = (r: number, g: number, b: number) =>
  '#' +
  [r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** The lips' mean colour (outer-lip points' bounding box, inner part excluded roughly). */
async function lipColour(image: Buffer, points: number[]): Promise<[number, number, number]> {
  const xs = [];
  const ys = [];
  for (let i = 48; i < 60; i++) {
    xs.push(points[i * 2]!);
    ys.push(points[i * 2 + 1]!);
  }
  const meta = await sharp(image).metadata();
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const width = Math.max(1, Math.min((meta.width ?? 1) - left, Math.ceil(Math.max(...xs) - left)));
  const height = Math.max(1, Math.min((meta.height ?? 1) - top, Math.ceil(Math.max(...ys) - top)));
  const stats = await sharp(image).extract({ left, top, width, height }).removeAlpha().stats();
  return [stats.channels[0]!.mean, stats.channels[1]!.mean, stats.channels[2]!.mean];
}

/** A photo rig: landmarks on the picture and mouth colours from its lips. */
export async function benchPhotoRig(image: Buffer): Promise<FaceRig> {
  const meta = await sharp(image).metadata();
  const points = await faceApiLandmarks(image);
  if (!points || points.length !== RIG_POINT_COUNT * 2) throw new Error('no face found for the rig');
  const [r, g, b] = await lipColour(image, points);
  return FaceRig.parse({
    version: FACE_RIG_VERSION,
    kind: 'photo',
    imageWidth: meta.width,
    imageHeight: meta.height,
    points,
    interior: {
      cavity: hex(r * 0.25, g * 0.15, b * 0.15),
      teeth: '#e9e4da',
      tongue: hex(r * 0.75, g * 0.4, b * 0.42),
      lip: hex(r, g, b),
    },
    track: null,
    detector: 'face-api faceLandmark68Net (bench stand-in)',
  });
}

/** A video rig: the picture's rig plus landmarks tracked on frames sampled at `fps`. */
export async function benchVideoRig(image: Buffer, frames: Buffer[], fps: number): Promise<FaceRig> {
  const rig = await benchPhotoRig(image);
  const first = await sharp(frames[0]!).metadata();
  const tracked: number[][] = [];
  let last = rig.points!;
  for (const frame of frames) {
    last = (await faceApiLandmarks(frame)) ?? last;
    tracked.push(last);
  }
  return FaceRig.parse({
    ...rig,
    track: { videoWidth: first.width, videoHeight: first.height, fps, frames: tracked },
  });
}
