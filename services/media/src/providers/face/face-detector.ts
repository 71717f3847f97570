import type { FaceBox } from '@avatarium/contracts';
import type { Box } from '../../generation/jobs/generation-job.js';

export interface DetectedFace {
  face: FaceBox;
  /** From the face's landmarks; null when the detector gives none. */
  mouth: Box | null;
  score: number;
}

/** Finds the most prominent human face in a picture; null when there is none. */
export interface FaceDetector {
  readonly name: string;
  detect(image: Buffer, signal?: AbortSignal): Promise<DetectedFace | null>;
  /** Loads the model ahead of the first job (optional). */
  warmUp?(): Promise<void>;
}
