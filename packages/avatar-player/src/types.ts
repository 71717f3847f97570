import type { Box, IdleMotion, PlayerSpeechLayout } from '@avatarium/contracts/speech-layout';

/**
 * The mouth shapes: a speech sprite's frames in the creation pipeline's order, then the two the
 * face engine adds (closed lips for p/b/m, lower lip to the teeth for f/v).
 */
export const VISEMES = ['rest', 'slight', 'open', 'wide', 'round', 'closed', 'teeth'] as const;
export type Viseme = (typeof VISEMES)[number];

/** A mouth shape from a time in the sentence's audio (the conversation service's VisemeCue). */
export interface VisemeCue {
  startMs: number;
  viseme: string;
}

/**
 * A rectangle in picture pixels; how to animate speech (GraphQL `Agent.speech`, or manifest.json
 * `speech` of the agent bundle: a sprite of mouth shapes side by side, drawn over `region` of the
 * picture); the idle loop's breathing zoom (manifest.json `idle.motion`). Written once in the
 * contracts; a type-only import, so nothing of it reaches the player's bundle.
 */
export type { Box, IdleMotion };
export type SpeechLayout = PlayerSpeechLayout;

export type Fit = 'cover' | 'contain';

/** How the face is drawn: `auto` is webgl when there is WebGL2, else canvas; sprite without a usable rig. */
export type RendererChoice = 'auto' | 'webgl' | 'canvas' | 'sprite';
export type RendererKind = 'webgl' | 'canvas' | 'sprite';
/** essence: lips, blinks, gaze, head sway, breathing; expression adds brows, smiles and nods from the reply. */
export type FaceEngineName = 'essence' | 'expression';

/** A movement clip: the video, and its track (docs/face-rig.md `track`: the face's 68 points through it) when it has one. */
export interface MovementClipSource {
  url: string;
  trackUrl?: string | null;
}

export interface AvatarPlayerOptions {
  canvas: HTMLCanvasElement;
  /** The portrait: the still shown when there is no video, and the picture `speech.region` refers to. */
  imageUrl: string;
  /** The idle movement loop (muted, looping); the still image is shown when absent or unplayable. */
  videoUrl?: string | null;
  /**
   * Movement clips (the agent's dynamics, when enabled): played now and then in quiet moments,
   * cross-faded in and out. A clip with a track (and a face rig to draw it) becomes the face's
   * picture: the mouth speaks on the moving head, so it plays on when a sentence starts. Any
   * other is laid over the canvas and never stays while a sentence is said.
   */
  movementClips?: readonly (string | MovementClipSource)[] | null;
  /** Without it the player only shows the idle picture. */
  speech?: SpeechLayout | null;
  /** The idle loop's motion, when known (manifest.json `idle.motion`); null: the video does not move the face. */
  idleMotion?: IdleMotion | null;
  /** How the picture fills the canvas; `cover` (default) crops, `contain` letterboxes. */
  fit?: Fit;
  /** Called once per speak(): when the first frame with a moving mouth is on the canvas. */
  onFirstSpeakingFrame?: () => void;
  /** essence (default): mouth, jaw, blinks, head motion; expression adds brows, smiles and nods from the reply. */
  engine?: FaceEngineName;
  /** Default `auto`: deform the face (webgl on a GPU, else canvas) when `speech.rigUrl` gives a photo rig; `sprite`: the sprite path always. */
  renderer?: RendererChoice;
  /** Seeds the random life (blinks, glances) so runs repeat; default: Math.random. */
  seed?: number;
  /** The face engine paints at most this often (frames per second); default: every animation frame. */
  maxFps?: number;
}

/** What else the player may know about a sentence (Expression reads it). */
export interface SpeakOptions {
  /** The sentence's words: a question lifts the brows, a greeting smiles, its end nods. */
  text?: string;
}

export interface AvatarPlayerStats {
  /** Animation frames per second over the last second. */
  fps: number;
  /** Frames actually painted (a frame with nothing new is skipped). */
  framesDrawn: number;
  speaking: boolean;
  /** 0 (closed, idle) .. 1 (jaw fully dropped). */
  mouthOpen: number;
  /** The eyes are closed (a blink) now. */
  blink: boolean;
  /** What draws the face ('sprite' until `ready`). */
  renderer: RendererKind;
}

export interface AvatarPlayer {
  /** Resolves when the picture and the rig or sprite are loaded; rejects naming the asset that failed (a failed rig falls back to the sprite). */
  readonly ready: Promise<void>;
  /** The element the agent's voice plays in: its clock drives the cues, its sound the loudness fallback. */
  attachAudio(element: HTMLAudioElement): void;
  /** A sentence starts: cues are timed from the attached audio's currentTime 0; no cues: follow loudness. */
  speak(cues: readonly VisemeCue[], options?: SpeakOptions): void;
  /** Stop moving the mouth now (interrupt): it eases back to idle. */
  silence(): void;
  stats(): AvatarPlayerStats;
  /** Stops drawing and lets go of the elements (the audio element keeps playing normally). */
  destroy(): void;
}
