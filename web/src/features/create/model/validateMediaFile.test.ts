import { describe, expect, it } from 'vitest';
import type { MediaKind } from './mediaKinds';
import { validateMediaFile } from './validateMediaFile';
import { VALIDATION_MESSAGES } from './validationMessages';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const duration = (seconds: number) => async () => seconds;
const unreadable = async () => {
  throw new Error('no metadata');
};
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** The first bytes of a real file of each kind (JPEG, MP4, MP3 with an ID3 tag). */
const HEADS = {
  image: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF')]),
  video: new Uint8Array([0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0]),
  audio: new Uint8Array([...ascii('ID3'), 4, 0, 0, 0, 0, 0, 0]),
} satisfies Record<MediaKind, Uint8Array>;
const WINDOWS_PROGRAM = new Uint8Array([...ascii('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
type Reader = Parameters<typeof validateMediaFile>[2];
/** validateMediaFile with the file's first bytes: by default those of a real file of `kind`. */
const check = (chosen: ReturnType<typeof file>, kind: MediaKind, readDuration: Reader, head: Uint8Array = HEADS[kind]) =>
  validateMediaFile(chosen, kind, readDuration, async () => head);

describe('validateMediaFile: images', () => {
  it('accepts up to 5MB', async () => {
    expect(await check(file('a.png', 'image/png', 5 * MB), 'image', unreadable)).toBeNull();
  });

  it('refuses larger images with the size in MB', async () => {
    expect(await check(file('a.jpg', 'image/jpeg', 6.5 * MB), 'image', unreadable)).toBe(
      'Image file too large. Maximum size is 5MB, but your file is 6.5MB.',
    );
    expect(await check(file('a.jpg', 'image/jpeg', 5 * MB + 1), 'image', unreadable)).toBe(
      'Image file too large. Maximum size is 5MB, but your file is 5.1MB.',
    );
  });

  it('refuses a file of another type', async () => {
    expect(await check(file('a.pdf', 'application/pdf'), 'image', unreadable)).toBe(
      'Only .jpg, .jpeg, .png, .gif, .webp files are allowed',
    );
  });
});

describe('validateMediaFile: videos', () => {
  it('accepts up to 30 seconds', async () => {
    expect(await check(file('a.mp4', 'video/mp4'), 'video', duration(30))).toBeNull();
  });

  it('refuses longer videos with their length', async () => {
    expect(await check(file('a.mp4', 'video/mp4'), 'video', duration(45))).toBe(
      'Video too long. Maximum duration is 30 seconds, but your video is 45 seconds.',
    );
    expect(await check(file('a.mov', 'video/quicktime'), 'video', duration(30.04))).toBe(
      'Video too long. Maximum duration is 30 seconds, but your video is 30.1 seconds.',
    );
  });

  it('refuses unreadable videos', async () => {
    expect(await check(file('a.mp4', 'video/mp4'), 'video', unreadable)).toBe(VALIDATION_MESSAGES.invalidVideo);
    expect(await check(file('a.mp4', 'video/mp4'), 'video', duration(Number.NaN))).toBe(
      'Invalid video file or unable to read video metadata.',
    );
  });
});

describe('validateMediaFile: audio', () => {
  it('accepts up to 2 minutes', async () => {
    expect(await check(file('a.mp3', 'audio/mpeg'), 'audio', duration(120))).toBeNull();
  });

  it('refuses longer audio in minutes', async () => {
    expect(await check(file('a.wav', 'audio/wav'), 'audio', duration(150))).toBe(
      'Audio too long. Maximum duration is 2 minutes, but your audio is 2.5 minutes.',
    );
    expect(await check(file('a.wav', 'audio/wav'), 'audio', duration(200))).toBe(
      'Audio too long. Maximum duration is 2 minutes, but your audio is 3.4 minutes.',
    );
  });

  it('refuses unreadable audio, including an unknown length', async () => {
    expect(await check(file('a.ogg', 'audio/ogg'), 'audio', duration(Infinity))).toBe(
      'Invalid audio file or unable to read audio metadata.',
    );
  });

  it('refuses audio types the server does not take', async () => {
    expect(await check(file('a.flac', 'audio/flac'), 'audio', duration(10))).toBe(
      'Only .mp3, .wav, .m4a, .ogg, .opus, .webm files are allowed',
    );
  });

  it('accepts a known extension when the browser gives no type', async () => {
    expect(await check(file('voice.m4a', ''), 'audio', duration(10))).toBeNull();
  });
});

describe('validateMediaFile: what the bytes say', () => {
  it('refuses a program renamed .jpg, saying what it really is', async () => {
    expect(await check(file('holiday.jpg', 'image/jpeg'), 'image', unreadable, WINDOWS_PROGRAM)).toBe(
      'This file is a Windows program, not an image.',
    );
    expect(await check(file('clip.mp4', 'video/mp4'), 'video', duration(5), WINDOWS_PROGRAM)).toBe(
      'This file is a Windows program, not a video.',
    );
    expect(await check(file('voice.mp3', 'audio/mpeg'), 'audio', duration(5), WINDOWS_PROGRAM)).toBe(
      'This file is a Windows program, not an audio recording.',
    );
  });

  it('refuses media of another kind, a kind the server does not take, and bytes it knows nothing of', async () => {
    expect(await check(file('clip.mp4', 'video/mp4'), 'video', duration(5), HEADS.image)).toBe(
      'This file is a JPEG image, not a video.',
    );
    const heic = new Uint8Array([0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0]);
    expect(await check(file('photo.jpg', 'image/jpeg'), 'image', unreadable, heic)).toBe(
      "This file is a HEIC photo, which we can't use: only .jpg, .jpeg, .png, .gif, .webp files are allowed.",
    );
    expect(await check(file('photo.png', 'image/png'), 'image', unreadable, new Uint8Array([0, 1, 2, 0xfe, 0xfe, 0, 7]))).toBe(
      "This file isn't an image, video or audio we can use.",
    );
    expect(await check(file('empty.png', 'image/png', 0), 'image', unreadable, new Uint8Array())).toBe(
      "This file isn't an image, video or audio we can use.",
    );
  });

  it('takes a file by its bytes when its name is of the same kind, and WebM or MP4 sound as a voice', async () => {
    const png = new Uint8Array([0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await check(file('really-a-png.jpg', 'image/jpeg'), 'image', unreadable, png)).toBeNull();
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, 0x42, 0x82, 0x84, ...ascii('webm')]);
    expect(await check(file('voice.webm', 'audio/webm'), 'audio', duration(8), webm)).toBeNull();
    expect(await check(file('voice.m4a', 'audio/mp4'), 'audio', duration(8), HEADS.video)).toBeNull();
  });

  it('leaves a file it cannot read to the server', async () => {
    const failing = async (): Promise<Uint8Array> => {
      throw new Error('NotReadableError');
    };
    expect(await validateMediaFile(file('a.png', 'image/png'), 'image', unreadable, failing)).toBeNull();
  });
});

it('has the spec title', () => {
  expect(VALIDATION_MESSAGES.title).toBe('File Validation Failed');
});
