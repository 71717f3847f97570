import { describe, expect, it } from 'vitest';
import {
  chinDisplacement,
  countBlinks,
  decodeWav,
  eyeAspectRatio,
  lipSync,
  pearson,
  regionChange,
  seamScore,
  blinksAgainstPlayer,
  type Audio,
  type ChinFrame,
  type Grey,
  type Point,
} from './face-metrics.js';

const RATE = 8000;

/** Syllables of a 150 Hz tone: loud 0.15 s, silent 0.1 s, with varying loudness. */
function syllables(seconds: number): { audio: Audio; loudness: (t: number) => number } {
  const loudness = (t: number) => {
    const syllable = Math.floor(t / 0.25);
    const inside = t - syllable * 0.25;
    return inside < 0.15 ? (0.2 + ((syllable * 37) % 5) * 0.15) * Math.sin((Math.PI * inside) / 0.15) : 0;
  };
  const samples = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < samples.length; i++) samples[i] = loudness(i / RATE) * Math.sin((2 * Math.PI * 150 * i) / RATE);
  return { audio: { samples, rate: RATE }, loudness };
}

describe('lipSync', () => {
  it('finds the lag by which the mouth follows the sound and a high r', () => {
    const { audio, loudness } = syllables(6);
    const times = Array.from({ length: 150 }, (_, i) => 0.2 + i * 0.04);
    const gaps = times.map((t) => 3 + 20 * loudness(t - 0.06));
    const result = lipSync(times, gaps, audio);
    expect(result.r).toBeGreaterThan(0.9);
    expect(result.lagMs).toBeGreaterThanOrEqual(40);
    expect(result.lagMs).toBeLessThanOrEqual(80);
  });

  it('finds a leading mouth as a negative lag', () => {
    const { audio, loudness } = syllables(6);
    const times = Array.from({ length: 150 }, (_, i) => 0.3 + i * 0.035);
    const gaps = times.map((t) => 20 * loudness(t + 0.1));
    expect(lipSync(times, gaps, audio).lagMs).toBeLessThanOrEqual(-80);
  });

  it('gives a low r for a mouth that moves on its own', () => {
    const { audio } = syllables(6);
    const times = Array.from({ length: 150 }, (_, i) => 0.2 + i * 0.04);
    const gaps = times.map((t) => 10 + 10 * Math.sin(t * 2.1));
    expect(Math.abs(lipSync(times, gaps, audio).r)).toBeLessThan(0.5);
  });

  it('ignores frames where no face was found', () => {
    const { audio, loudness } = syllables(4);
    const times = Array.from({ length: 90 }, (_, i) => 0.2 + i * 0.04);
    const gaps = times.map((t, i) => (i % 10 === 0 ? Number.NaN : 20 * loudness(t)));
    const result = lipSync(times, gaps, audio);
    expect(result.samples).toBe(81);
    expect(result.r).toBeGreaterThan(0.9);
  });
});

describe('pearson', () => {
  it('is 1, -1 and NaN for proportional, opposite and constant series', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1);
    expect(pearson([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
  });
});

describe('countBlinks', () => {
  const eye = (open: number): Point[] => [
    [0, 0],
    [10, -open],
    [20, -open],
    [30, 0],
    [20, open],
    [10, open],
  ];

  it('reads the eye aspect ratio', () => {
    expect(eyeAspectRatio(eye(4.5))).toBeCloseTo(0.3);
  });

  it('counts each dip once at 10 fps and finds the eyes open between', () => {
    const times = Array.from({ length: 600 }, (_, i) => i / 10); // 60 s
    const blinkAt = [3, 9.5, 14, 22, 27.3, 33, 41, 45, 52, 57.5];
    const ear = times.map((t) => {
      const near = Math.min(...blinkAt.map((b) => Math.abs(t - b)));
      return near < 0.11 ? 0.05 : 0.3 + 0.01 * Math.sin(t * 7); // ~0.2 s closed, small jitter open
    });
    const result = countBlinks(times, ear);
    expect(result.blinks).toBe(10);
    expect(result.perMinute).toBeCloseTo(10.2, 0);
    expect(result.openBetween).toBe(1);
  });

  it('counts the shallow dips a face mesh reads for closed lids, not the noise around them', () => {
    const times = Array.from({ length: 300 }, (_, i) => i / 15); // 20 s at 15 fps
    const blinkAt = [2, 6.5, 11, 15.2, 18];
    const ear = times.map((t, i) => {
      const near = Math.min(...blinkAt.map((b) => Math.abs(t - b)));
      return near < 0.07 ? 0.3 : 0.37 + 0.012 * Math.sin(i * 2.3); // closed reads 0.81 x open
    });
    expect(countBlinks(times, ear).blinks).toBe(5);
  });

  it('reads the dips against the level around them: a head tilting over seconds neither hides blinks nor adds its own', () => {
    const times = Array.from({ length: 450 }, (_, i) => i / 15); // 30 s at 15 fps
    const blinkAt = [2, 7.4, 12.5, 17.6, 23, 27.8];
    // The open EAR swings 0.27..0.39 with a 5 s tilt; a closed lid reads 0.81 x the level of its moment.
    const ear = times.map((t, i) => {
      const open = 0.33 + 0.06 * Math.sin((2 * Math.PI * t) / 5) + 0.008 * Math.sin(i * 2.3);
      return Math.min(...blinkAt.map((b) => Math.abs(t - b))) < 0.07 ? open * 0.81 : open;
    });
    const moving = { window: 1 };
    expect(countBlinks(times, ear, moving).at.map((t) => Math.round(t))).toEqual(blinkAt.map((t) => Math.round(t)));
    const tiltOnly = times.map((t, i) => 0.33 + 0.06 * Math.sin((2 * Math.PI * t) / 5) + 0.008 * Math.sin(i * 2.3));
    expect(countBlinks(times, tiltOnly, moving).blinks).toBe(0);
    // Against the whole recording's level, the tilt hides them.
    expect(countBlinks(times, ear).blinks).toBeLessThan(blinkAt.length);
  });

  it('counts nothing for open eyes with detector noise, and sees half-shut eyes', () => {
    const times = Array.from({ length: 300 }, (_, i) => i / 10);
    expect(
      countBlinks(
        times,
        times.map((t) => 0.3 + 0.02 * Math.sin(t * 13)),
      ).blinks,
    ).toBe(0);
    const drowsy = countBlinks(
      times,
      times.map(() => 0.24),
      { referenceEar: 0.3 },
    );
    expect(drowsy.blinks).toBe(0);
    expect(drowsy.openBetween).toBeLessThan(0.9);
  });
});

describe('chinDisplacement', () => {
  const frame = (chinY: number, zoom = 1, shiftX = 0): ChinFrame => {
    const p = (x: number, y: number): Point => [shiftX + x * zoom, y * zoom];
    return { noseTip: p(0, 0), chin: p(0, chinY), eyeOuterRight: p(-40, -40), eyeOuterLeft: p(40, -40), forehead: p(0, -100) };
  };

  it('gives the jaw drop in percent of face height and cancels zoom and motion', () => {
    const rest = [frame(60), frame(60, 1.05, 10), frame(60, 0.97, -5)];
    const open = [frame(68), frame(68, 1.04, 7), frame(68, 0.98, -3)];
    // face height at rest: 160 px; the chin drops 8 px: 5 %
    expect(chinDisplacement(open, rest).percentOfFaceHeight).toBeCloseTo(5, 5);
  });
});

describe('seamScore', () => {
  const picture = (draw: (x: number, y: number) => number): Grey => {
    const width = 64;
    const height = 64;
    const data = new Float32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = draw(x, y);
    return { data, width, height };
  };
  const border: Point[] = [
    [16, 16],
    [48, 16],
    [48, 48],
    [16, 48],
  ];
  const smooth = picture((x, y) => 100 + x + 0.5 * y);

  it('is 1 for an untouched picture and high for a pasted patch with a visible edge', () => {
    expect(seamScore(smooth, smooth, border)).toBeCloseTo(1);
    const pasted = picture((x, y) => (x >= 16 && x <= 48 && y >= 16 && y <= 48 ? 140 : 100 + x + 0.5 * y));
    expect(seamScore(pasted, smooth, border)).toBeGreaterThan(3);
  });

  it('stays near 1 for a smoothly warped inside', () => {
    const warped = picture((x, y) => {
      const inside = Math.max(0, 1 - Math.hypot(x - 32, y - 32) / 16); // falls to 0 before the border
      return 100 + x + 0.5 * y + 20 * inside ** 2;
    });
    expect(seamScore(warped, smooth, border)).toBeLessThan(1.2);
  });
});

describe('seamScore at a warp border (a ring around the face)', () => {
  const size = 128;
  // A textured picture (skin and hair are not flat): a smooth pattern sampled at (x, y).
  const texture = (x: number, y: number) => 120 + 40 * Math.sin(x / 5) * Math.cos(y / 7) + 0.3 * y;
  const picture = (shiftAt: (x: number, y: number) => number): Grey => {
    const data = new Float32Array(size * size);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) data[y * size + x] = texture(x, y - shiftAt(x, y));
    return { data, width: size, height: size };
  };
  const radius = 40;
  const ring: Point[] = Array.from({ length: 24 }, (_, k) => {
    const angle = (2 * Math.PI * k) / 24;
    return [64 + radius * Math.cos(angle), 64 + radius * Math.sin(angle)] as Point;
  });
  const untouched = picture(() => 0);
  const outFrom = (x: number, y: number) => Math.hypot(x - 64, y - 64) / radius;

  it('fails a warp that stops short at the ring (the inside moved 6 px down, the outside not)', () => {
    const pasted = picture((x, y) => (outFrom(x, y) < 1 ? 6 : 0));
    expect(seamScore(pasted, untouched, ring)).toBeGreaterThan(1.2);
  });

  it('passes a warp whose displacement falls smoothly to zero at the ring', () => {
    const smoothstep = (t: number) => t * t * (3 - 2 * t);
    const clean = picture((x, y) => 6 * (1 - smoothstep(Math.min(1, outFrom(x, y)))));
    expect(seamScore(clean, untouched, ring)).toBeLessThan(1.2);
  });
});

describe('regionChange', () => {
  it('is the mean absolute difference inside the box only', () => {
    const a: Grey = { data: new Uint8Array(100).fill(10), width: 10, height: 10 };
    const b: Grey = { data: new Uint8Array(100).fill(10), width: 10, height: 10 };
    for (let y = 2; y < 4; y++) for (let x = 2; x < 4; x++) b.data[y * 10 + x] = 50;
    b.data[99] = 255; // outside the box
    expect(regionChange(a, b, { x: 2, y: 2, width: 4, height: 4 })).toBe(10); // 4 of 16 pixels differ by 40
  });

  it('does not count a picture moved as a whole, when asked to look for the shift', () => {
    const stripes = (offset: number): Grey => ({
      data: Uint8Array.from({ length: 400 }, (_, i) => (((i % 20) + offset) % 4 < 2 ? 0 : 200)),
      width: 20,
      height: 20,
    });
    const box = { x: 5, y: 5, width: 10, height: 10 };
    expect(regionChange(stripes(1), stripes(0), box)).toBeGreaterThan(50);
    expect(regionChange(stripes(1), stripes(0), box, 2)).toBe(0);
  });
});

describe('decodeWav', () => {
  it('reads 16-bit mono PCM', () => {
    const header = new Uint8Array(44 + 4);
    const view = new DataView(header.buffer);
    header.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    header.set(
      [...'WAVEfmt '].map((c) => c.charCodeAt(0)),
      8,
    );
    view.setUint32(16, 16, true);
    view.setUint16(20, 1, true);
    view.setUint16(22, 1, true);
    view.setUint32(24, 16000, true);
    view.setUint16(34, 16, true);
    header.set(
      [...'data'].map((c) => c.charCodeAt(0)),
      36,
    );
    view.setUint32(40, 4, true);
    view.setInt16(44, 16384, true);
    view.setInt16(46, -32768, true);
    const audio = decodeWav(header);
    expect(audio.rate).toBe(16000);
    expect([...audio.samples]).toEqual([0.5, -1]);
  });
});

describe('blinksAgainstPlayer', () => {
  it("counts the player's blink episodes and the detected blinks that fall outside them", () => {
    const frames = Array.from({ length: 100 }, (_, i) => {
      const t = i * 0.066;
      return { t, blink: (t > 1 && t < 1.2) || (t > 4 && t < 4.15) };
    });
    const figures = blinksAgainstPlayer([1.1, 2.5, 4.2, 5.0], frames);
    expect(figures.playerBlinks).toBe(2);
    expect(figures.unmatched).toEqual([2.5, 5.0]);
  });
});
