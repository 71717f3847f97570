import type { PlayerSpeechLayout } from '@avatarium/contracts/speech-layout';
import type { CropBox, FaceCue } from '../face/face-protocol.js';

// What the movement-talk bench (Node) and its page (Chromium) hand each other.

export interface TalkSetup {
  imageUrl: string;
  /** With the agent's face rig (`rigUrl`): the rig draws the tracked clip. */
  speech: PlayerSpeechLayout;
  clip: { url: string; trackUrl: string | null };
  audioUrl: string;
  cues: FaceCue[];
  text: string;
  seed: number;
}

export interface TalkFrame {
  /** Seconds on the voice's clock (negative: before it started). */
  t: number;
  /** JPEG data URL of the crop as the viewer sees it (the canvas with the clip's canvas over it). */
  jpeg: string;
  /** The clip's opacity and the canvas's movement state when taken. */
  opacity: number;
  movement: string | null;
}

export interface TalkTrace {
  /** Animation frame times (ms, performance.now()). */
  times: number[];
  /** The canvas said `starting` (play() asked), `playing` (first clip frame), the clip reached opacity 1. */
  startingAt: number | null;
  playingAt: number | null;
  fullAt: number | null;
  /** The voice started (speak() and play()), and ended. */
  speechAt: number | null;
  speechEndAt: number | null;
  /** The clip was sent away for the speech (the canvas said `leaving`): what a clip without a track does. */
  leftForSpeech: boolean;
  /** How long the clip stayed fully shown after the voice started (ms). */
  fullOverSpeechMs: number | null;
  readyAt: number;
  frames: TalkFrame[];
}

export interface TalkPageApi {
  /** Makes the player; answers where the picture sits on the canvas (`contain`). */
  prepare(setup: TalkSetup): Promise<{ picture: CropBox; renderer: string }>;
  /** Waits for the clip, speaks over it, records the crop every `intervalMs` until the voice ended. */
  run(crop: CropBox, intervalMs: number): Promise<TalkTrace>;
}
