import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { faceRig } from '@avatarium/contracts';
import {
  frameSizeOf,
  photoMouthFrames,
  speechRegion,
  spriteOf,
  VISEMES,
} from '../../services/media/src/media-tools/speech-frames.js';
import { drawnSpeechSprite } from '../../services/media/src/media-tools/drawn-speech-frames.js';
import { runFfmpeg } from '../../services/media/src/media-tools/ffmpeg.js';
import { DicebearPortraitGenerator } from '../../services/media/src/providers/image/dicebear-portrait-generator.js';
import { repoRoot } from '../processes.js';
import { benchPhotoRig, benchVideoRig } from './bench-rig.js';
import type { FaceAgent } from './face-protocol.js';

// The agents the face bench plays: a photo, a video made from a photo with gentle head motion,
// and a generated (drawn) portrait, each written into a folder the bench's server serves.

type FaceRig = faceRig.FaceRig;
export type AgentKind = 'photo' | 'video' | 'generated';

export interface BenchAgent {
  name: string;
  kind: AgentKind;
  agent: FaceAgent;
  /** The picture as PNG (the still). */
  image: Buffer;
  rig: FaceRig;
  /** Who made the rig: the media service's function or the bench's stand-in. */
  rigMaker: string;
  /** Seconds to make the rig (photo: the picture; video: picture and track). */
  rigSeconds: number;
}

/** Tuning portraits (never reported) and reporting portraits (never tuned on). */
export const TUNING_PHOTOS = [
  path.join(repoRoot, 'services/media/test-fixtures/face.jpg'),
  path.join(repoRoot, 'node_modules/@vladmandic/face-api/demo/sample1.jpg'),
];
export const REPORT_PHOTOS = [2, 3, 4, 5, 6].map((n) =>
  path.join(repoRoot, `node_modules/@vladmandic/face-api/demo/sample${n}.jpg`),
);

interface ServiceRigMaker {
  photo(image: Buffer): Promise<FaceRig>;
  video(image: Buffer, videoFile: string, video: { width: number; height: number }, dir: string): Promise<FaceRig>;
}

/**
 * The media service's rig maker (services/media/src/media-tools/face-rig.ts: photoRig and
 * trackVideo, landmarks by its FaceApiDetector) when it is in the tree; null: the bench's
 * stand-in (bench/face/bench-rig.ts) makes the rig.
 */
async function serviceRigMaker(): Promise<ServiceRigMaker | null> {
  const load = (file: string) => import(pathToFileURL(path.join(repoRoot, file)).href).catch(() => null) as Promise<any>;
  const [rigs, detectors] = await Promise.all([
    load('services/media/src/media-tools/face-rig.ts'),
    load('services/media/src/providers/face/face-api-detector.ts'),
  ]);
  if (typeof rigs?.photoRig !== 'function' || typeof detectors?.FaceApiDetector !== 'function') return null;
  const detector = new detectors.FaceApiDetector();
  const pointsOf = async (image: Buffer): Promise<number[]> => {
    const found = await detector.detect(image);
    if (!found?.landmarks) throw new Error('the media service found no face (or no landmarks) for the rig');
    return found.landmarks as number[];
  };
  return {
    photo: async (image) => rigs.photoRig(image, await pointsOf(image)),
    video: async (image, videoFile, video, dir) => {
      if (typeof rigs.trackVideo !== 'function') throw new Error('face-rig.ts has no trackVideo');
      const { track } = await rigs.trackVideo(process.env.FFMPEG_PATH ?? 'ffmpeg', detector, videoFile, video, dir);
      return rigs.photoRig(image, await pointsOf(image), track);
    },
  };
}

let serviceMaker: Promise<ServiceRigMaker | null> | null = null;

async function photoRig(image: Buffer): Promise<{ rig: FaceRig; maker: string; seconds: number }> {
  serviceMaker ??= serviceRigMaker();
  const service = await serviceMaker;
  const started = performance.now();
  const rig = service ? faceRig.FaceRig.parse(await service.photo(image)) : await benchPhotoRig(image);
  return {
    rig,
    maker: service ? 'media service face-rig.ts' : 'bench stand-in (face-api 68)',
    seconds: (performance.now() - started) / 1000,
  };
}

/** The box around 68 points (or around several sets of them), raised to take in the forehead. */
function faceBoxOf(...sets: ReadonlyArray<readonly number[]>) {
  const xs = sets.flatMap((points) => points.filter((_, i) => i % 2 === 0));
  const ys = sets.flatMap((points) => points.filter((_, i) => i % 2 === 1));
  const x = Math.min(...xs);
  const bottom = Math.max(...ys);
  const top = Math.min(...ys);
  const y = top - (bottom - top) * 0.35;
  return { x: Math.round(x), y: Math.round(y), width: Math.round(Math.max(...xs) - x), height: Math.round(bottom - y) };
}

function mouthOf(points: readonly number[]) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 48; i < 60; i++) {
    xs.push(points[i * 2]!);
    ys.push(points[i * 2 + 1]!);
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(Math.max(...xs) - x), height: Math.round(Math.max(...ys) - y) };
}

async function photoSpeech(dir: string, name: string, image: Buffer, width: number, height: number, rig: FaceRig) {
  const mouth = mouthOf(rig.points!);
  const region = speechRegion(mouth, width, height, false);
  const { frameWidth, frameHeight } = frameSizeOf(region);
  const frames = await photoMouthFrames(image, region, mouth);
  await writeFile(path.join(dir, 'sprite.png'), await spriteOf(frames, frameWidth, frameHeight, true));
  return {
    spriteUrl: `/${name}/sprite.png`,
    visemes: [...VISEMES],
    frameWidth,
    frameHeight,
    region,
    imageWidth: width,
    imageHeight: height,
    blend: 'fade' as const,
    rigUrl: `/${name}/face-rig.json`,
  };
}

/** A photo agent: the still picture (no idle loop, so the seam can be compared with it), sprite and rig. */
export async function photoAgent(root: string, name: string, photoFile: string): Promise<BenchAgent> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  const image = await sharp(await readFile(photoFile))
    .rotate()
    .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const { width, height } = await sharp(image).metadata();
  await writeFile(path.join(dir, 'image.png'), image);
  const { rig, maker, seconds } = await photoRig(image);
  await writeFile(path.join(dir, 'face-rig.json'), JSON.stringify(rig));
  const speech = await photoSpeech(dir, name, image, width!, height!, rig);
  return {
    name,
    kind: 'photo',
    agent: {
      imageUrl: `/${name}/image.png`,
      videoUrl: null,
      speech,
      idleMotion: null,
      imageWidth: width!,
      imageHeight: height!,
      faceBox: faceBoxOf(rig.points!),
    },
    image,
    rig,
    rigMaker: maker,
    rigSeconds: seconds,
  };
}

const VIDEO = { width: 640, height: 800, seconds: 10, fps: 25, trackFps: 5 };

/**
 * A video agent: 10 s at 25 fps made by ffmpeg from a photo with gentle head motion (a slow
 * pan, a breathing zoom, a tilt of about 2 degrees), the rig tracked through it.
 */
export async function videoAgent(root: string, name: string, photoFile: string, ffmpegPath: string): Promise<BenchAgent> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  const source = path.join(dir, 'source.png');
  // Room around the frame for the motion: the photo fills 1.25x the output.
  await sharp(await readFile(photoFile))
    .rotate()
    .resize(Math.round(VIDEO.width * 1.25), Math.round(VIDEO.height * 1.25), { fit: 'cover' })
    .png()
    .toFile(source);
  const file = path.join(dir, 'idle.mp4');
  const { width, height, seconds, fps } = VIDEO;
  await runFfmpeg(ffmpegPath, [
    ...['-loop', '1', '-framerate', String(fps), '-i', source, '-t', String(seconds)],
    ...[
      '-vf',
      [
        `scale=w='trunc(iw*(1.0+0.04*(1-cos(2*PI*t/${seconds})))/2)*2':h=-2:eval=frame`,
        `rotate='0.035*sin(2*PI*t/5)':c=black`,
        `crop=${width}:${height}:x='(in_w-${width})/2+18*sin(2*PI*t/${seconds})':y='(in_h-${height})/2+10*sin(4*PI*t/${seconds})'`,
        'setsar=1',
      ].join(','),
    ],
    ...[
      '-r',
      String(fps),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '20',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      file,
    ],
  ]);
  const framesDir = path.join(dir, 'frames');
  await mkdir(framesDir, { recursive: true });
  // The picture is the video's first frame (what the pipeline shows before the video plays).
  await runFfmpeg(ffmpegPath, ['-i', file, '-frames:v', '1', path.join(dir, 'image.png')]);
  const image = await readFile(path.join(dir, 'image.png'));
  serviceMaker ??= serviceRigMaker();
  const service = await serviceMaker;
  const started = performance.now();
  let rig: FaceRig;
  if (service) {
    rig = faceRig.FaceRig.parse(await service.video(image, file, { width, height }, dir));
  } else {
    await runFfmpeg(ffmpegPath, [
      '-i',
      file,
      '-vf',
      `fps=${VIDEO.trackFps}`,
      '-start_number',
      '0',
      path.join(framesDir, '%03d.png'),
    ]);
    const frameFiles = (await readdir(framesDir)).filter((f) => f.endsWith('.png')).sort();
    const frames = await Promise.all(frameFiles.map((f) => readFile(path.join(framesDir, f))));
    rig = await benchVideoRig(image, frames, VIDEO.trackFps);
  }
  const rigSeconds = (performance.now() - started) / 1000;
  await writeFile(path.join(dir, 'face-rig.json'), JSON.stringify(rig));
  const speech = await photoSpeech(dir, name, image, width, height, rig);
  return {
    name,
    kind: 'video',
    agent: {
      imageUrl: `/${name}/image.png`,
      videoUrl: `/${name}/idle.mp4`,
      speech,
      idleMotion: null,
      imageWidth: width,
      imageHeight: height,
      faceBox: faceBoxOf(rig.points!, ...(rig.track?.frames ?? [])),
    },
    image,
    rig,
    rigMaker: service ? 'media service face-rig.ts (trackVideo)' : 'bench stand-in (face-api 68 per frame)',
    rigSeconds,
  };
}

/** A generated portrait: the offline Lorelei drawing, its drawn speech frames (`cut`) and its own rig. */
export async function generatedAgent(root: string, name: string): Promise<BenchAgent> {
  const dir = path.join(root, name);
  await mkdir(dir, { recursive: true });
  const generator = new DicebearPortraitGenerator();
  const gender = 'feminine' as const;
  const portrait = await generator.generate({ prompt: 'a friendly librarian', gender });
  const drawn = portrait.drawn!;
  const image = await sharp(portrait.image).png().toBuffer();
  const { width, height } = await sharp(image).metadata();
  await writeFile(path.join(dir, 'image.png'), image);
  // The same sprite the creation's lip step makes: every mouth, each with the eyes shut too.
  const speech = await drawnSpeechSprite(generator, drawn.seed, gender, width!, height!);
  const { frameWidth, frameHeight, region, visemes } = speech.layout;
  await writeFile(path.join(dir, 'sprite.png'), speech.sprite);
  // The generator's own rig (its landmarks read from where it drew each part), as the creation makes it.
  const started = performance.now();
  const rig = faceRig.FaceRig.parse(await generator.rig(drawn.seed, gender));
  await writeFile(path.join(dir, 'face-rig.json'), JSON.stringify(rig));
  return {
    name,
    kind: 'generated',
    agent: {
      imageUrl: `/${name}/image.png`,
      videoUrl: null,
      speech: {
        spriteUrl: `/${name}/sprite.png`,
        visemes: [...visemes],
        frameWidth,
        frameHeight,
        region,
        imageWidth: width!,
        imageHeight: height!,
        blend: speech.layout.blend,
        rigUrl: `/${name}/face-rig.json`,
      },
      idleMotion: null,
      imageWidth: width!,
      imageHeight: height!,
      faceBox: { ...drawn.face },
      // The open and round mouths reach below and beside the resting one.
      mouthBox: {
        x: Math.round(drawn.mouth.x - drawn.mouth.width * 0.5),
        y: Math.round(drawn.mouth.y - drawn.mouth.height * 0.5),
        width: Math.round(drawn.mouth.width * 2),
        height: Math.round(drawn.mouth.height * 2.5),
      },
    },
    image,
    rig,
    rigMaker: rig.points ? 'media service DicebearPortraitGenerator.rig' : 'drawn (no landmarks)',
    rigSeconds: (performance.now() - started) / 1000,
  };
}
