import type { AgentModel, AgentPersona, FaceBox, GenerationErrorType, IdleMotion, SpeechFrames } from '@avatarium/contracts';
import type { Box } from '@avatarium/contracts/speech-layout';

/** A rectangle in image pixels (the mouth region; FaceBox adds the image size). */
export type { Box };

/**
 * Where the job is: starting (agent created, payment not yet confirmed), queued, running
 * (a worker holds the lease), paused (waiting for face marking), done, failed.
 */
export type JobState = 'starting' | 'queued' | 'running' | 'paused' | 'done' | 'failed';

export interface ImageResult {
  imageKey: string;
  posterKey: string;
  width: number;
  height: number;
  source: 'upload' | 'generated' | 'image-api';
  /** Set for a generated portrait: the drawing is re-rendered with other mouths for speech. */
  portrait?: { style: string; seed: string; face: FaceBox; mouth: Box };
}

export interface FaceResult {
  /** No human face found: the job pauses until the owner marks one (or declines). */
  isAnimal: boolean;
  face: FaceBox | null;
  mouth: Box | null;
  source: 'detected' | 'drawn' | 'marked' | 'assumed' | 'none';
  /** The 68 landmarks (iBUG order) in the picture's pixels, flat [x0, y0, ...], for a detected face; absent on older jobs. */
  landmarks?: number[] | null;
}

export interface VideoResult {
  videoKey: string;
  width: number;
  height: number;
  durationSeconds: number;
  source: 'upload' | 'motion-loop' | 'gpu';
  /** How the idle loop moves (null for uploaded and GPU videos). */
  motion: IdleMotion | null;
}

export interface LipResult {
  lipSyncKey: string;
  /** The uploaded voice sample, transcoded and kept. */
  audioKey: string | null;
  layout: SpeechLayout;
  source: 'portrait' | 'photo' | 'gpu';
  /** The face rig (`face-rig.json`); absent on jobs made before rigs existed (a background job adds it). */
  rigKey?: string | null;
}

/** How the avatar player reads the speech sprite (also written into the bundle's manifest). */
export type SpeechLayout = SpeechFrames;

export interface ModelResult {
  modelKey: string;
  size: number;
  expressionKey: string | null;
}

export interface GenerationSteps {
  persona?: AgentPersona;
  image?: ImageResult;
  face?: FaceResult;
  video?: VideoResult;
  lip?: LipResult;
  model?: ModelResult;
}
export type StepName = keyof GenerationSteps;

export interface GenerationJob {
  agentId: string;
  ownerId: string;
  prompt: string;
  model: AgentModel;
  inputs: { imageKey: string | null; videoKey: string | null; audioKey: string | null };
  options: { aspectRatio: string; videoAspectRatio: string; durationSeconds: number };
  state: JobState;
  steps: GenerationSteps;
  /** How many times each step ran (a redelivered job skips finished steps; tests read this). */
  stepRuns: Partial<Record<StepName, number>>;
  /** The newest status version the catalog accepted. */
  appliedVersion: number;
  /** 0 for the creation, then one more for each regeneration (status versions, debits and refunds are per attempt). */
  attempt: number;
  /** The owner answered the face-marking prompt (with a box or without). */
  faceHandled: boolean;
  markedFace: FaceBox | null;
  /** Submitted GPU host jobs by function, so a redelivered job polls instead of resubmitting. */
  gpuJobs: Record<string, string>;
  error: { type: GenerationErrorType; message: string } | null;
  /** The creation cost was debited (idempotently, keyed on the agent id). */
  charged: boolean;
  refunded: boolean;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /** The one-time face-rig backfill for agents made before rigs (absent until it looked at this job). */
  rigBackfill?: { claimedUntil: Date | null; failures: number; doneAt: Date | null } | null;
  createdAt: Date;
  updatedAt: Date;
}
