import { z } from 'zod';

/** The JSON worker's options, requests and replies (JSON lines over its stdin and stdout). */

export const JsonWorkerOptions = z.object({
  /** Holds node_modules/node-llama-cpp (tools/engines/llm-engine.ts prepares it). */
  runtimeDir: z.string().min(1),
  modelPath: z.string().min(1),
  threads: z.number().int().min(1).max(32),
  contextSize: z.number().int().min(512).max(32_768),
});
export type JsonWorkerOptions = z.infer<typeof JsonWorkerOptions>;

export const JsonRequest = z.object({
  type: z.literal('json'),
  id: z.number().int(),
  system: z.string(),
  prompt: z.string().min(1),
  /** A JSON schema in the subset node-llama-cpp turns into a grammar (objects, enums, strings with maxLength, arrays with maxItems). */
  schema: z.record(z.string(), z.unknown()),
  maxTokens: z.number().int().positive(),
  temperature: z.number().min(0).max(2),
  /** Penalises tokens already in the answer (1 = off): small models otherwise loop on a sentence. */
  repeatPenalty: z.number().min(1).max(2).default(1.15),
});
export type JsonRequest = z.infer<typeof JsonRequest>;

export const WorkerReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), loadMs: z.number() }),
  z.object({ type: z.literal('fatal'), message: z.string() }),
  z.object({ type: z.literal('result'), id: z.number().int(), text: z.string(), tokens: z.number().int() }),
  z.object({ type: z.literal('failed'), id: z.number().int(), message: z.string() }),
]);
export type WorkerReply = z.infer<typeof WorkerReply>;
