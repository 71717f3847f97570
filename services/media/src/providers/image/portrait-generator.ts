import type { FaceBox, Gender } from '@avatarium/contracts';
import type { Box } from '../../generation/jobs/generation-job.js';

export interface PortraitRequest {
  prompt: string;
  gender: Gender;
  signal?: AbortSignal;
}

/** A drawn portrait knows where it drew the face and mouth, and can be drawn again with another mouth. */
export interface DrawnPortrait {
  style: string;
  seed: string;
  face: FaceBox;
  mouth: Box;
}

export interface Portrait {
  /** PNG bytes. */
  image: Buffer;
  drawn?: DrawnPortrait;
}

/** Makes the agent's image when the creator uploaded none. */
export interface PortraitGenerator {
  readonly name: string;
  generate(request: PortraitRequest): Promise<Portrait>;
}
