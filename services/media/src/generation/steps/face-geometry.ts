import type { FaceBox } from '@avatarium/contracts';
import type { Box, GenerationJob } from '../jobs/generation-job.js';

function clampBox(box: Box, width: number, height: number): Box {
  const x = Math.min(Math.max(0, Math.round(box.x)), width - 1);
  const y = Math.min(Math.max(0, Math.round(box.y)), height - 1);
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round(box.width))),
    height: Math.max(1, Math.min(height - y, Math.round(box.height))),
  };
}

/** A face box given for another size of the same picture (the browser's), in our image's pixels. */
export function rescaleFace(face: FaceBox, width: number, height: number): FaceBox {
  const sx = width / face.imageWidth;
  const sy = height / face.imageHeight;
  const box = clampBox({ x: face.x * sx, y: face.y * sy, width: face.width * sx, height: face.height * sy }, width, height);
  return { ...box, imageWidth: width, imageHeight: height };
}

/** Where a face usually is when nobody says: centred, in the upper half (a portrait framing). */
export function assumedFace(width: number, height: number): FaceBox {
  const size = Math.min(width, height) * 0.4;
  return {
    ...clampBox({ x: (width - size) / 2, y: height * 0.18, width: size, height: size * 1.15 }, width, height),
    imageWidth: width,
    imageHeight: height,
  };
}

/** The mouth inside a face box by typical proportions (when no landmarks are known). */
export function mouthOfFace(face: FaceBox): Box {
  return clampBox(
    { x: face.x + face.width * 0.3, y: face.y + face.height * 0.68, width: face.width * 0.4, height: face.height * 0.16 },
    face.imageWidth,
    face.imageHeight,
  );
}

/** The face and mouth later steps use: detected, drawn, marked by the owner, or assumed. */
export function faceGeometryOf(job: GenerationJob): { face: FaceBox; mouth: Box; source: string } {
  const image = job.steps.image;
  const found = job.steps.face;
  if (!image || !found) throw new Error('face geometry needs the image and face steps');
  if (found.face && !found.isAnimal) {
    return { face: found.face, mouth: found.mouth ?? mouthOfFace(found.face), source: found.source };
  }
  const face = job.markedFace ? rescaleFace(job.markedFace, image.width, image.height) : assumedFace(image.width, image.height);
  return { face, mouth: mouthOfFace(face), source: job.markedFace ? 'marked' : 'assumed' };
}
