import { fileURLToPath } from 'node:url';
import { makeMedia } from './upload-test-kit.js';

// Clips for the movement-video probe (issue 27): made with ffmpeg at test time, small enough for one upload.

const face = fileURLToPath(new URL('../../services/media/test-fixtures/face.jpg', import.meta.url));

/** The face.jpg portrait held still for `seconds`, H.264 in MP4: what a good movement upload looks like. */
export const faceMp4 = (seconds = 2) =>
  makeMedia('mp4', [
    ...['-loop', '1', '-i', face, '-t', String(seconds), '-r', '10'],
    ...['-vf', 'scale=320:320', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
  ]);

/** ffmpeg's test pattern, H.264 in MP4: no face anywhere. */
export const patternMp4 = (seconds = 2) =>
  makeMedia('mp4', [
    '-f',
    'lavfi',
    '-i',
    `testsrc=duration=${seconds}:size=160x120:rate=10`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
  ]);

/** The portrait in MP4, but MPEG-4 part 2 instead of H.264. */
export const faceMpeg4Part2 = () =>
  makeMedia('mp4', ['-loop', '1', '-i', face, '-t', '2', '-r', '10', '-vf', 'scale=320:320', '-c:v', 'mpeg4']);

/** The portrait as a WebM (VP8): another container, whatever its name says. */
export const faceWebm = () =>
  makeMedia('webm', ['-loop', '1', '-i', face, '-t', '2', '-r', '10', '-vf', 'scale=320:320', '-c:v', 'libvpx']);

/** A portrait bigger than 1080p (2560x1440), a face in it. */
export const faceMp4Over1080p = () =>
  makeMedia('mp4', [
    ...['-loop', '1', '-i', face, '-t', '1', '-r', '5'],
    ...['-vf', 'scale=1440:1440,pad=2560:1440:560:0', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
  ]);

/** The portrait still in a 640x360 (16:9) frame for `seconds`, H.264 in MP4 with faststart: a GPU host's movement video. */
export const faceMp4Wide = (seconds = 1) =>
  makeMedia('mp4', [
    ...['-loop', '1', '-i', face, '-t', String(seconds), '-r', '10'],
    ...['-vf', 'scale=360:360,pad=640:360:140:0', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
  ]);
