import type { FaceBox } from '@avatarium/contracts';
import type { Box } from '../../generation/jobs/generation-job.js';

export interface DetectedFace {
  face: FaceBox;
  /** From the face's landmarks; null when the detector gives none. */
  mouth: Box | null;
  score: number;
  /** The 68 landmarks (iBUG order) in the picture's pixels, flat [x0, y0, x1, y1, ...]; null when the detector gives none. */
  landmarks: number[] | null;
}

/** A picture already decoded to RGB (video frames: no encode/decode round trip per frame). */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Finds the most prominent human face in a picture; null when there is none. */
export interface FaceDetector {
  readonly name: string;
  detect(image: Buffer, signal?: AbortSignal): Promise<DetectedFace | null>;
  /**
   * The 68 landmarks of the face known to be in `box` (marked by the owner, or followed from
   * the previous video frame), in the picture's pixels; null when the detector has no landmark model.
   */
  landmarksIn?(image: Buffer | RawImage, box: Box, signal?: AbortSignal): Promise<number[] | null>;
  /** Like detect, on a decoded RGB picture. */
  detectRaw?(image: RawImage, signal?: AbortSignal): Promise<DetectedFace | null>;
  /** Loads the model ahead of the first job (optional). */
  warmUp?(): Promise<void>;
}
