import { z } from 'zod';

import { VoiceSettings } from './voices.js';

/**
 * The TTS worker's protocol: one JSON object per line, requests on its stdin, replies on its
 * stdout (its stderr is a log). Both sides parse every line with these schemas.
 */

export const WorkerOptions = z.object({
  runtimeDir: z.string().min(1),
  voiceDir: z.string().min(1),
  threads: z.number().int().min(1).max(16),
});
export type WorkerOptions = z.infer<typeof WorkerOptions>;

export const WorkerRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('speak'), id: z.number().int(), text: z.string(), language: z.string(), voice: VoiceSettings }),
  /** The turn was interrupted: drop the request, or its result if it is already being made. */
  z.object({ type: z.literal('cancel'), id: z.number().int() }),
]);
export type WorkerRequest = z.infer<typeof WorkerRequest>;

const Viseme = z.enum(['rest', 'slight', 'open', 'wide', 'round']);

export const WorkerReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), loadMs: z.number() }),
  z.object({
    type: z.literal('spoken'),
    id: z.number().int(),
    /** The WAV file, base64 (a JSON line carries text only; this never leaves the service). */
    wav: z.string(),
    durationMs: z.number(),
    visemes: z.array(z.object({ startMs: z.number(), viseme: Viseme })),
    phonemes: z.string(),
    timings: z.object({ phonemizeMs: z.number(), inferMs: z.number(), postMs: z.number() }),
  }),
  z.object({ type: z.literal('failed'), id: z.number().int(), message: z.string() }),
  /** The engine could not start (files unreadable, runtime broken); the process exits next. */
  z.object({ type: z.literal('fatal'), message: z.string() }),
]);
export type WorkerReply = z.infer<typeof WorkerReply>;
