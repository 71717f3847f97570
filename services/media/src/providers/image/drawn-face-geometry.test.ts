import { faceRig } from '@avatarium/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { luminance, pointAt, rgbOf } from '../../media-tools/face-rig.js';
import { DicebearPortraitGenerator, PORTRAIT_SIZE } from './dicebear-portrait-generator.js';

const generator = new DicebearPortraitGenerator();
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const meanY = (points: number[], indices: number[]) =>
  indices.reduce((sum, i) => sum + pointAt(points, i)[1], 0) / indices.length;

/** The box of the pixels that differ between two renders of the same portrait (where a part was drawn). */
async function changedBox(a: Buffer, b: Buffer) {
  const [pa, pb] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let i = 0; i < pa!.length; i += 3) {
    if (Math.abs(pa![i]! - pb![i]!) + Math.abs(pa![i + 1]! - pb![i + 1]!) + Math.abs(pa![i + 2]! - pb![i + 2]!) < 60) continue;
    const x = (i / 3) % PORTRAIT_SIZE;
    const y = Math.floor(i / 3 / PORTRAIT_SIZE);
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  }
  return { x0, y0, x1, y1 };
}

/** Every listed point within `slack` px of the box. */
function expectAround(
  points: number[],
  indices: number[],
  box: { x0: number; y0: number; x1: number; y1: number },
  slack: number,
) {
  for (const i of indices) {
    const [x, y] = pointAt(points, i);
    expect(x).toBeGreaterThanOrEqual(box.x0 - slack);
    expect(x).toBeLessThanOrEqual(box.x1 + slack);
    expect(y).toBeGreaterThanOrEqual(box.y0 - slack);
    expect(y).toBeLessThanOrEqual(box.y1 + slack);
  }
}

const PORTRAITS = [
  ['feminine', 'a friendly librarian'],
  ['masculine', 'an old man with glasses and a white beard'],
  ['feminine', 'a young woman with long red hair and freckles'],
] as const;

describe("a drawn portrait's rig", () => {
  it.each(PORTRAITS)('places the 68 points where the %s portrait "%s" drew its face', async (gender, prompt) => {
    const seed = `${gender}:${prompt}`;
    const rig = await generator.rig(seed, gender);
    expect(faceRig.FaceRig.parse(rig)).toEqual(rig);
    expect(rig).toMatchObject({ kind: 'drawn', imageWidth: PORTRAIT_SIZE, imageHeight: PORTRAIT_SIZE, track: null });
    const points = rig!.points!;
    for (const value of points) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(PORTRAIT_SIZE);
    }
    // Brows above eyes above the nose tip above the mouth above the chin; left before right.
    expect(meanY(points, range(17, 26))).toBeLessThan(meanY(points, range(36, 47)));
    expect(meanY(points, range(36, 47))).toBeLessThan(pointAt(points, 30)[1]);
    expect(pointAt(points, 30)[1]).toBeLessThan(meanY(points, range(48, 67)));
    expect(meanY(points, range(48, 67))).toBeLessThan(pointAt(points, 8)[1]);
    expect(pointAt(points, 39)[0]).toBeLessThan(pointAt(points, 42)[0]);
    expect(pointAt(points, 48)[0]).toBeLessThan(pointAt(points, 54)[0]);

    // The eyes' points lie around the drawn eyes (what changes when they are shut), the mouth's around the drawn mouth.
    const still = await generator.render(seed, gender, null);
    const eyes = await changedBox(still, await generator.render(seed, gender, null, { eyesClosed: true }));
    const mouth = await changedBox(still, await generator.render(seed, gender, 'sad01'));
    const slack = 12;
    expectAround(points, range(36, 47), eyes, slack);
    expectAround(points, range(48, 67), mouth, slack);
    // The inner lips lie on the drawn (closed) mouth line: dark ink under each of them.
    const { data } = await sharp(still).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const i of [61, 62, 63, 65, 66, 67]) {
      const [x, y] = pointAt(points, i).map(Math.round) as [number, number];
      const at = (y * PORTRAIT_SIZE + x) * 3;
      expect(luminance([data[at]!, data[at + 1]!, data[at + 2]!])).toBeLessThan(60);
    }
    // The chin is the lowest point, below the mouth by at least half the eyes-to-mouth distance.
    const chin = pointAt(points, 8)[1];
    expect(chin).toBe(Math.max(...points.filter((_, i) => i % 2 === 1)));
    const eyesToMouth = meanY(points, range(48, 67)) - meanY(points, range(36, 47));
    expect(chin - meanY(points, range(48, 67))).toBeGreaterThan(eyesToMouth * 0.5);

    // The interior in the drawing's palette: a dark cavity (not black), white teeth, a tongue between.
    const interior = rig!.interior!;
    expect(interior.cavity).not.toBe('#000000');
    expect(luminance(rgbOf(interior.cavity))).toBeLessThan(50);
    expect(interior.teeth).toBe('#ffffff');
    expect(luminance(rgbOf(interior.tongue))).toBeGreaterThan(luminance(rgbOf(interior.cavity)));
  });

  it('reads the rig without changing the portrait (the brow and nose marks stay out of the picture)', async () => {
    const [gender, prompt] = PORTRAITS[0];
    const seed = `${gender}:${prompt}`;
    const before = await generator.render(seed, gender, null);
    await generator.rig(seed, gender);
    expect((await generator.generate({ prompt, gender })).image.equals(before)).toBe(true);
  });
});
