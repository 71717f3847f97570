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
