/** Spec 002 section 5: a face box counts only if both its sides exceed 2% of the image's. */
export const MIN_FACE_BOX_SHARE = 0.02;

export const FACE_BOX_TOO_SMALL = 'The face box must be larger than 2% of the image.';
export const FACE_BOX_OUTSIDE = 'The face box must lie within the image.';

interface Size {
  width: number;
  height: number;
}

export function isFaceBoxLargeEnough(box: Size, image: Size): boolean {
  return box.width > image.width * MIN_FACE_BOX_SHARE && box.height > image.height * MIN_FACE_BOX_SHARE;
}

/** What is wrong with a marked face box, in the words shown to people (empty when it is fine). */
export function faceBoxProblems(box: {
  x: number;
  y: number;
  width: number;
  height: number;
  imageWidth: number;
  imageHeight: number;
}): string[] {
  const image = { width: box.imageWidth, height: box.imageHeight };
  const problems: string[] = [];
  if (box.x + box.width > image.width || box.y + box.height > image.height) problems.push(FACE_BOX_OUTSIDE);
  if (!isFaceBoxLargeEnough(box, image)) problems.push(FACE_BOX_TOO_SMALL);
  return problems;
}
