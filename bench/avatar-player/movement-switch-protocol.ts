import type { BenchAssets } from './bench-protocol.js';

// What the movement-switch bench (Node) and its page (Chromium) hand each other.

export interface SwitchTrace {
  /** Animation frame times (ms, performance.now()). */
  times: number[];
  /** When the canvas said `starting` (play() asked) and `playing` (first clip frame shown), or null. */
  startingAt: number | null;
  playingAt: number | null;
  /** The clip element's opacity reached 1 (fully in). */
  fullAt: number | null;
  readyAt: number;
}

export interface SwitchPageApi {
  run(assets: BenchAssets, clipUrl: string, seed: number, afterPlayingMs: number): Promise<SwitchTrace>;
}
