import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IdleMotion } from '@avatarium/contracts';
import sharp from 'sharp';
import {
  frameSizeOf,
  photoMouthFrames,
  speechRegion,
  spriteOf,
  VISEMES,
} from '../../services/media/src/media-tools/speech-frames.js';
import { makeMotionLoop } from '../../services/media/src/media-tools/video-tools.js';
import type { BenchAssets, BenchCue } from './bench-protocol.js';
import { speechWav } from './speech-wav.js';

const WIDTH = 512;
const HEIGHT = 640;
const MOUTH = { x: 211, y: 412, width: 90, height: 30 };

/** A plain drawn face: what matters to the player is its size and where the mouth is. */
function portraitSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b7fa6"/><stop offset="1" stop-color="#1f3550"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <rect x="176" y="470" width="160" height="200" fill="#d9a77f"/>
    <ellipse cx="256" cy="330" rx="130" ry="170" fill="#e8b98f"/>
    <ellipse cx="256" cy="190" rx="140" ry="70" fill="#3b2a20"/>
    <ellipse cx="206" cy="300" rx="18" ry="10" fill="#fff"/><circle cx="206" cy="300" r="7" fill="#3a2c1e"/>
    <ellipse cx="306" cy="300" rx="18" ry="10" fill="#fff"/><circle cx="306" cy="300" r="7" fill="#3a2c1e"/>
    <path d="M256 320 L244 372 L268 372 Z" fill="#d49a72"/>
    <path d="M${MOUTH.x} ${MOUTH.y + 14} Q256 ${MOUTH.y + 2} ${MOUTH.x + MOUTH.width} ${MOUTH.y + 14} Q256 ${MOUTH.y + 32} ${MOUTH.x} ${MOUTH.y + 14} Z" fill="#b0555a"/>
  </svg>`;
}

/**
 * Writes what the creation pipeline makes for a photo agent into `dir` (picture, speech
 * sprite with feathered photo frames, the ffmpeg idle loop) plus a voice WAV and its cues,
 * using the media service's own functions.
 */
export async function writeBenchAssets(dir: string, ffmpegPath: string): Promise<BenchAssets & { motion: IdleMotion }> {
  const image = await sharp(Buffer.from(portraitSvg())).png().toBuffer();
  await writeFile(path.join(dir, 'image.png'), image);
  const region = speechRegion(MOUTH, WIDTH, HEIGHT, false);
  const { frameWidth, frameHeight } = frameSizeOf(region);
  const frames = await photoMouthFrames(image, region, MOUTH);
  await writeFile(path.join(dir, 'sprite.png'), await spriteOf(frames, frameWidth, frameHeight, true));
  const anchor = { x: MOUTH.x + MOUTH.width / 2, y: MOUTH.y + MOUTH.height / 2 };
  const loop = await makeMotionLoop(ffmpegPath, image, anchor, dir);
  if (path.basename(loop.file) !== 'idle.mp4') throw new Error(`unexpected loop file ${loop.file}`);
  const voice = speechWav();
  await writeFile(path.join(dir, 'speech.wav'), voice.wav);
  const cues: BenchCue[] = voice.cues;
  return {
    imageUrl: '/image.png',
    videoUrl: '/idle.mp4',
    audioUrl: '/speech.wav',
    audioSeconds: voice.seconds,
    speech: {
      spriteUrl: '/sprite.png',
      visemes: [...VISEMES],
      frameWidth,
      frameHeight,
      region,
      imageWidth: WIDTH,
      imageHeight: HEIGHT,
    },
    idleMotion: loop.motion,
    motion: loop.motion,
    cues,
  };
}
