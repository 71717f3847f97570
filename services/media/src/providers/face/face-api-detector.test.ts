import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FaceApiDetector } from './face-api-detector.js';

const detector = new FaceApiDetector();
const fixture = () => readFile(new URL('../../../test-fixtures/face.jpg', import.meta.url));

describe('FaceApiDetector', () => {
  it("finds the face and the mouth in a photo, in the photo's pixels", async () => {
    const photo = await sharp(await fixture())
      .resize(1024)
      .jpeg()
      .toBuffer();
    const found = await detector.detect(photo);
    expect(found).not.toBeNull();
    expect(found!.score).toBeGreaterThan(0.9);
    expect(found!.face).toMatchObject({ imageWidth: 1024, imageHeight: 1024 });
    expect(found!.face.x).toBeGreaterThan(200);
    expect(found!.face.x).toBeLessThan(400);
    // The mouth lies inside the face box, in its lower half.
    const { face, mouth } = found!;
    expect(mouth!.x).toBeGreaterThan(face.x);
    expect(mouth!.y).toBeGreaterThan(face.y + face.height / 2);
    expect(mouth!.y + mouth!.height).toBeLessThanOrEqual(face.y + face.height + 5);
    // The 68 landmarks, in the photo's pixels: the mouth box is theirs.
    const landmarks = found!.landmarks!;
    expect(landmarks).toHaveLength(136);
    const mouthXs = landmarks.slice(96, 136).filter((_, i) => i % 2 === 0);
    expect(Math.min(...mouthXs)).toBeCloseTo(mouth!.x, -1);
  });

  it("gives the landmarks of a face in a known box (the owner's marking, a followed video frame)", async () => {
    const photo = await fixture();
    const found = await detector.detect(photo);
    const inBox = await detector.landmarksIn(photo, found!.face);
    expect(inBox).toHaveLength(136);
    // Close to the detector's own (the same net on nearly the same crop).
    const distance = Math.max(...inBox!.map((value, i) => Math.abs(value - found!.landmarks![i]!)));
    expect(distance).toBeLessThan(8);
  });

  it('finds nothing in a picture without a human face', async () => {
    const gradient = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#88aa66' } })
      .composite([
        { input: Buffer.from('<svg width="400" height="300"><circle cx="200" cy="150" r="80" fill="#ffcc00"/></svg>') },
      ])
      .png()
      .toBuffer();
    expect(await detector.detect(gradient)).toBeNull();
  });
});
