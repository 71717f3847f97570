// Prints the 68 face-api landmarks of a picture as JSON (a dev tool for looking at the face renderer).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// face-api and its TensorFlow backend are the media service's dependencies.
const req = createRequire(path.join(root, 'services/media/package.json'));
await (async () => {
  const tf = req('@tensorflow/tfjs');
  const wasm = req('@tensorflow/tfjs-backend-wasm');
  const faceapi = req('@vladmandic/face-api/dist/face-api.node-wasm.js');
  const sharp = req('sharp');
  wasm.setWasmPaths(path.dirname(req.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm')) + path.sep);
  await tf.setBackend('wasm');
  await tf.ready();
  const modelDir = path.join(path.dirname(req.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  const file = process.argv[2];
  const { data, info } = await sharp(fs.readFileSync(file)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  const result = await faceapi
    .detectSingleFace(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5 }))
    .withFaceLandmarks();
  const points = result.landmarks.positions.flatMap((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]);
  console.log(JSON.stringify({ imageWidth: info.width, imageHeight: info.height, points }));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
