import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DicebearPortraitGenerator,
  PORTRAIT_EYES,
  PORTRAIT_SIZE,
  PORTRAIT_SPEAKING_MOUTHS,
} from '../providers/image/dicebear-portrait-generator.js';
import { DRAWN_FRAMES, DRAWN_VISEMES, drawnSpeechSprite, type DrawnSpeech } from './drawn-speech-frames.js';

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const generator = new DicebearPortraitGenerator();
const seed = 'feminine:a young woman with long red hair and freckles';
let speech: DrawnSpeech;
let portrait: Buffer;
let frames: Buffer[];

/** A box of the picture (fractions) in frame pixels, grown by a few pixels. */
function inFrame(box: { x: number; y: number; width: number; height: number }, grow = 3): Rect {
  const { region } = speech.layout;
  return {
    x0: Math.floor(box.x * PORTRAIT_SIZE) - region.x - grow,
    y0: Math.floor(box.y * PORTRAIT_SIZE) - region.y - grow,
    x1: Math.ceil((box.x + box.width) * PORTRAIT_SIZE) - region.x + grow,
    y1: Math.ceil((box.y + box.height) * PORTRAIT_SIZE) - region.y + grow,
  };
}

/** The pixels where two frames differ. */
function diff(a: Buffer, b: Buffer): Array<[number, number]> {
  const { frameWidth } = speech.layout;
  const points: Array<[number, number]> = [];
  for (let i = 0; i < a.length; i += 4) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3]) {
      points.push([(i / 4) % frameWidth, Math.floor(i / 4 / frameWidth)]);
    }
  }
  return points;
}

const inside = ([x, y]: [number, number], rects: Rect[]) => rects.some((r) => x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1);

beforeAll(async () => {
  portrait = (await generator.generate({ prompt: 'A young woman with long red hair and freckles', gender: 'feminine' })).image;
  speech = await drawnSpeechSprite(generator, seed, 'feminine', PORTRAIT_SIZE, PORTRAIT_SIZE);
  const { frameWidth, frameHeight } = speech.layout;
  frames = await Promise.all(
    DRAWN_FRAMES.map((_, index) =>
      sharp(speech.sprite)
        .extract({ left: index * frameWidth, top: 0, width: frameWidth, height: frameHeight })
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ),
  );
});

describe('drawnSpeechSprite', () => {
  it('has each viseme open-eyed and blinking, full size, switched without a fade', async () => {
    const { visemes, frameWidth, frameHeight, region, blend } = speech.layout;
    expect(visemes).toHaveLength(2 * DRAWN_VISEMES.length);
    expect(visemes.slice(0, 4)).toEqual(['rest', 'rest:blink', 'slight', 'slight:blink']);
    expect(visemes).toContain('closed');
    expect(visemes).toContain('teeth:blink');
    expect(blend).toBe('cut');
    expect(frameWidth).toBeLessThanOrEqual(384);
    // No scaling: frames are the portrait's own pixels.
    expect({ frameWidth, frameHeight }).toEqual({ frameWidth: region.width, frameHeight: region.height });
    const meta = await sharp(speech.sprite).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: frameWidth * visemes.length, height: frameHeight });
  });

  it('covers both eyes and every mouth', () => {
    const { frameWidth, frameHeight } = speech.layout;
    for (const box of [inFrame(PORTRAIT_EYES, 0), inFrame(PORTRAIT_SPEAKING_MOUTHS, 0)]) {
      expect(box.x0).toBeGreaterThanOrEqual(0);
      expect(box.y0).toBeGreaterThanOrEqual(0);
      expect(box.x1).toBeLessThanOrEqual(frameWidth);
      expect(box.y1).toBeLessThanOrEqual(frameHeight);
    }
  });

  it('rest is the portrait itself (no seam)', async () => {
    const { region } = speech.layout;
    const crop = await sharp(portrait)
      .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
      .ensureAlpha()
      .raw()
      .toBuffer();
    expect(diff(crop, frames[0]!)).toEqual([]);
  });

  it('blinks change only the eyes', () => {
    const eyes = inFrame(PORTRAIT_EYES);
    DRAWN_VISEMES.forEach((viseme, index) => {
      const changed = diff(frames[2 * index]!, frames[2 * index + 1]!);
      expect(changed.length, `${viseme}:blink shuts the eyes`).toBeGreaterThan(200);
      expect(
        changed.filter((point) => !inside(point, [eyes])),
        `${viseme}:blink outside the eyes`,
      ).toEqual([]);
    });
  });

  it('frames differ from each other only in the mouth and the eyes', () => {
    const areas = [inFrame(PORTRAIT_EYES), inFrame(PORTRAIT_SPEAKING_MOUTHS)];
    const mouth = [inFrame(PORTRAIT_SPEAKING_MOUTHS)];
    for (let index = 1; index < frames.length; index++) {
      const changed = diff(frames[0]!, frames[index]!);
      expect(
        changed.filter((point) => !inside(point, areas)),
        DRAWN_FRAMES[index],
      ).toEqual([]);
      // Open-eyed frames change only the mouth.
      if (index % 2 === 0)
        expect(
          changed.filter((point) => !inside(point, mouth)),
          DRAWN_FRAMES[index],
        ).toEqual([]);
    }
    // Each speaking viseme has its own mouth; closed (p/b/m) is the resting mouth.
    const open = DRAWN_VISEMES.map((_, index) => frames[2 * index]!);
    expect(diff(open[DRAWN_VISEMES.indexOf('closed')]!, open[0]!)).toEqual([]);
    for (const viseme of ['slight', 'open', 'wide', 'round', 'teeth'] as const) {
      expect(diff(open[DRAWN_VISEMES.indexOf(viseme)]!, open[0]!).length, viseme).toBeGreaterThan(100);
    }
  });
});
