import { z } from 'zod';

import { VoiceSettings } from './voices.js';

/** The TTS worker's requests and replies (over WorkerProcess, @avatarium/platform/engine-worker). */

export const WorkerOptions = z.object({
  runtimeDir: z.string().min(1),
  voiceDir: z.string().min(1),
  threads: z.number().int().min(1).max(16),
});
export type WorkerOptions = z.infer<typeof WorkerOptions>;

export const WorkerRequest = z.object({
  type: z.literal('speak'),
  id: z.number().int(),
  text: z.string(),
  language: z.string(),
  voice: VoiceSettings,
});
export type WorkerRequest = z.infer<typeof WorkerRequest>;

const Viseme = z.enum(['rest', 'closed', 'teeth', 'slight', 'open', 'wide', 'round']);

export const WorkerReply = z.object({
  type: z.literal('spoken'),
  id: z.number().int(),
  /** The WAV file, base64 (a JSON line carries text only; this never leaves the service). */
  wav: z.string(),
  durationMs: z.number(),
  visemes: z.array(z.object({ startMs: z.number(), viseme: Viseme })),
  phonemes: z.string(),
  timings: z.object({ phonemizeMs: z.number(), inferMs: z.number(), postMs: z.number() }),
});
export type WorkerReply = z.infer<typeof WorkerReply>;
