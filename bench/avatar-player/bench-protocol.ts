// What the bench (Node) and its test page (Chromium) hand each other through page.evaluate.

import type { IdleMotion, PlayerSpeechLayout } from '@avatarium/contracts/speech-layout';

export interface BenchCue {
  startMs: number;
  viseme: string;
}

export interface BenchAssets {
  imageUrl: string;
  videoUrl: string;
  audioUrl: string;
  audioSeconds: number;
  speech: PlayerSpeechLayout;
  idleMotion: IdleMotion;
  cues: BenchCue[];
}

/** baseline: a bare canvas loop drawing the picture; the player driven by cues or by loudness. */
export type Scenario = 'baseline' | 'player-cues' | 'player-loudness';

export interface PageMeasurement {
  elapsedMs: number;
  /** requestAnimationFrame callbacks seen by the page. */
  loops: number;
  /** Frames painted into the canvas (the player skips frames with nothing new). */
  draws: number;
  /** The longest gap between two animation frames (a stall shows here). */
  maxGapMs: number;
  /** How often data-mouth-open changed, and its largest value. */
  mouthChanges: number;
  mouthMax: number;
  /** data-mouth-open 250 ms after the audio ended (0: back to idle). */
  mouthAfterEndMs250: number;
  /** From audio.play() to the player's first speaking frame. */
  firstSpeakingFrameMs: number | null;
  /** The idle video was drawn (false: the still was, e.g. no H.264 decoder). */
  videoPlayed: boolean;
  playerFps: number | null;
}

/** What the page puts on `window.avatarBench`. */
export interface BenchPageApi {
  prepare(scenario: Scenario, assets: BenchAssets): Promise<void>;
  measure(): Promise<PageMeasurement>;
}

/** The page's global object as Node-side page.evaluate callbacks see it. */
export type BenchGlobal = typeof globalThis & { avatarBench: BenchPageApi };
