// What the face bench (Node) and its page (Chromium, bench/avatar-player/page/face-page.ts)
// hand each other through page.evaluate.

import type { IdleMotion, PlayerSpeechLayout } from '@avatarium/contracts/speech-layout';

export interface FaceCue {
  startMs: number;
  viseme: string;
}

/** One agent as the player gets it (URLs on the bench's static server). */
export interface FaceAgent {
  imageUrl: string;
  videoUrl: string | null;
  speech: PlayerSpeechLayout;
  idleMotion: IdleMotion | null;
  /** The picture's size (for where it sits on the canvas). */
  imageWidth: number;
  imageHeight: number;
  /** Where the face is in the picture (the recorded part of the canvas is around it). */
  faceBox: { x: number; y: number; width: number; height: number };
  /**
   * Where the mouth's pictures change, when the speech region is wider (a drawn portrait's
   * covers the eyes too, whose blinks are no mouth movement); else the speech region counts.
   */
  mouthBox?: { x: number; y: number; width: number; height: number };
}

export interface FaceSetup {
  agent: FaceAgent;
  /** Passed to the player as `renderer`; null: the option is left out (today's player). */
  renderer: string | null;
  audioUrl: string;
  cues: FaceCue[];
  text: string;
  /** Passed as `seed` (players that do not know it ignore it). */
  seed: number;
}

/** The part of the canvas recorded: where the picture sits (`contain`), in canvas pixels. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface RecordedFrame {
  /** Seconds on the audio clock (negative: before play(); idle: since recording started). */
  t: number;
  /** JPEG data URL of the crop. */
  jpeg: string;
  mouthOpen: number | null;
  blink: string | null;
  speaking: string | null;
}

export interface RecordOptions {
  mode: 'speech' | 'idle';
  /** Idle: how long; speech: how long before play() and after the end to keep recording. */
  seconds: number;
  intervalMs: number;
  crop: CropBox;
}

export interface LoadMeasurement {
  elapsedMs: number;
  loops: number;
  draws: number | null;
  playerFps: number | null;
}

export interface FacePageApi {
  /** `picture`: where the picture sits on the canvas (`contain`). */
  prepare(setup: FaceSetup): Promise<{ picture: CropBox; canvasWidth: number; canvasHeight: number; renderer: string }>;
  record(options: RecordOptions): Promise<RecordedFrame[]>;
  /** The picture drawn plainly into the same crop (the untouched still), as a JPEG data URL. */
  still(crop: CropBox): Promise<string>;
  /** Speaks the sentence without recording and counts animation frames and paints. */
  load(): Promise<LoadMeasurement>;
  destroy(): void;
}

export type FaceGlobal = typeof globalThis & { facePage: FacePageApi };
