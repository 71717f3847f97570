import { describe, expect, it } from 'vitest';
import { validateMediaFile } from './validateMediaFile';
import { VALIDATION_MESSAGES } from './validationMessages';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const duration = (seconds: number) => async () => seconds;
const unreadable = async () => {
  throw new Error('no metadata');
};

describe('validateMediaFile: images', () => {
  it('accepts up to 5MB', async () => {
    expect(await validateMediaFile(file('a.png', 'image/png', 5 * MB), 'image', unreadable)).toBeNull();
  });

  it('refuses larger images with the size in MB', async () => {
    expect(await validateMediaFile(file('a.jpg', 'image/jpeg', 6.5 * MB), 'image', unreadable)).toBe(
      'Image file too large. Maximum size is 5MB, but your file is 6.5MB.',
    );
    expect(await validateMediaFile(file('a.jpg', 'image/jpeg', 5 * MB + 1), 'image', unreadable)).toBe(
      'Image file too large. Maximum size is 5MB, but your file is 5.1MB.',
    );
  });

  it('refuses a file of another type', async () => {
    expect(await validateMediaFile(file('a.pdf', 'application/pdf'), 'image', unreadable)).toBe(
      'Only .jpg, .jpeg, .png, .gif, .webp files are allowed',
    );
  });
});

describe('validateMediaFile: videos', () => {
  it('accepts up to 30 seconds', async () => {
    expect(await validateMediaFile(file('a.mp4', 'video/mp4'), 'video', duration(30))).toBeNull();
  });

  it('refuses longer videos with their length', async () => {
    expect(await validateMediaFile(file('a.mp4', 'video/mp4'), 'video', duration(45))).toBe(
      'Video too long. Maximum duration is 30 seconds, but your video is 45 seconds.',
    );
    expect(await validateMediaFile(file('a.mov', 'video/quicktime'), 'video', duration(30.04))).toBe(
      'Video too long. Maximum duration is 30 seconds, but your video is 30.1 seconds.',
    );
  });

  it('refuses unreadable videos', async () => {
    expect(await validateMediaFile(file('a.mp4', 'video/mp4'), 'video', unreadable)).toBe(VALIDATION_MESSAGES.invalidVideo);
    expect(await validateMediaFile(file('a.mp4', 'video/mp4'), 'video', duration(Number.NaN))).toBe(
      'Invalid video file or unable to read video metadata.',
    );
  });
});

describe('validateMediaFile: audio', () => {
  it('accepts up to 2 minutes', async () => {
    expect(await validateMediaFile(file('a.mp3', 'audio/mpeg'), 'audio', duration(120))).toBeNull();
  });

  it('refuses longer audio in minutes', async () => {
    expect(await validateMediaFile(file('a.wav', 'audio/wav'), 'audio', duration(150))).toBe(
      'Audio too long. Maximum duration is 2 minutes, but your audio is 2.5 minutes.',
    );
    expect(await validateMediaFile(file('a.wav', 'audio/wav'), 'audio', duration(200))).toBe(
      'Audio too long. Maximum duration is 2 minutes, but your audio is 3.4 minutes.',
    );
  });

  it('refuses unreadable audio, including an unknown length', async () => {
    expect(await validateMediaFile(file('a.ogg', 'audio/ogg'), 'audio', duration(Infinity))).toBe(
      'Invalid audio file or unable to read audio metadata.',
    );
  });

  it('refuses audio types the server does not take', async () => {
    expect(await validateMediaFile(file('a.flac', 'audio/flac'), 'audio', duration(10))).toBe(
      'Only .mp3, .wav, .m4a, .ogg, .opus, .webm files are allowed',
    );
  });

  it('accepts a known extension when the browser gives no type', async () => {
    expect(await validateMediaFile(file('voice.m4a', ''), 'audio', duration(10))).toBeNull();
  });
});

it('has the spec title', () => {
  expect(VALIDATION_MESSAGES.title).toBe('File Validation Failed');
});
