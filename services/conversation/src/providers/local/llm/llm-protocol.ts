import { z } from 'zod';

/** The language-model worker's requests and replies (over WorkerProcess, @avatarium/platform/engine-worker). */

export const LlmWorkerOptions = z.object({
  runtimeDir: z.string().min(1),
  modelPath: z.string().min(1),
  /** Decoding threads while the cores are shared (core-allowance.ts). */
  threads: z.number().int().min(1).max(32),
  /** Decoding threads while the voice is quiet and the machine otherwise idle (default: `threads`). */
  allThreads: z.number().int().min(1).max(32).optional(),
  /** Other processes' CPU use (cores) above which the machine is not idle (default 0.6). */
  othersMaxCores: z.number().nonnegative().optional(),
  contextSize: z.number().int().min(512).max(32_768),
  /** Pieces an answer is written ahead before it pauses (default 40; tests lower it). */
  aheadMaxPieces: z.number().int().positive().optional(),
  /** Fixed sampling seed: the same conversation gets the same reply (reproducible tests). */
  seed: z.number().int().nonnegative().optional(),
});
export type LlmWorkerOptions = z.infer<typeof LlmWorkerOptions>;

const Messages = z.array(z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string() })).min(1);

export const LlmRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('chat'),
    id: z.number().int(),
    messages: Messages,
    maxTokens: z.number().int().positive().optional(),
    /** Overrides the speech sampling's temperature (0: greedy, for reproducible tests). */
    temperature: z.number().min(0).max(2).optional(),
  }),
  /** The prompt the model would be given for these messages, as its chat template writes it. */
  z.object({ type: z.literal('render'), id: z.number().int(), messages: Messages }),
  /**
   * Evaluates these messages into the sequence, generating nothing: a conversation's fixed start
   * (ending in the agent's reply), or ending in the visitor's draft: the question and the
   * opening of the answer, as the chat would evaluate them.
   */
  z.object({
    type: z.literal('preload'),
    id: z.number().int(),
    messages: Messages,
    /**
     * Ending in a draft that reads like a whole question: the answer is begun too, with the limits
     * the chat will ask (answer-ahead.ts), and a chat asking exactly that takes it over.
     */
    answer: z
      .object({ maxTokens: z.number().int().positive().optional(), temperature: z.number().min(0).max(2).optional() })
      .optional(),
  }),
  /**
   * An agent's persona (its first message alone), read in the background: evaluated and saved for
   * the agent's sessions (saved-starts.ts) unless saved already, with whatever the sequence held
   * before put back after (or when cancelled).
   */
  z.object({ type: z.literal('persona'), id: z.number().int(), messages: Messages }),
  /** An answer constrained by a grammar made from `schema` (a tool choice): it always parses. */
  z.object({
    type: z.literal('json'),
    id: z.number().int(),
    messages: Messages,
    schema: z.record(z.string(), z.unknown()),
    maxTokens: z.number().int().positive(),
  }),
]);
export type LlmRequest = z.infer<typeof LlmRequest>;

/** Notices (no id, no reply), applied at once: the voice started or stopped computing. */
export const LlmNotice = z.object({ type: z.literal('voice'), busy: z.boolean() });
export type LlmNotice = z.infer<typeof LlmNotice>;

export const LlmReply = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  /** `threads`: what the chat started with (its prompt's evaluation). */
  z.object({
    type: z.literal('done'),
    stopReason: z.string(),
    tokens: z.number().int(),
    threads: z.number().int(),
    // From the chat's start in the worker (after any request queued before it) to its first text.
    firstTextMs: z.number().optional(),
    /** The prompt's tokens, and those not already evaluated in the sequence (read ahead or shared). */
    promptTokens: z.number().int().optional(),
    newPromptTokens: z.number().int().optional(),
    /** Pieces the answer begun ahead had written when the chat took it over (answer-ahead.ts). */
    aheadPieces: z.number().int().optional(),
  }),
  z.object({ type: z.literal('rendered'), chatWrapper: z.string(), text: z.string() }),
  /**
   * `restored`: the persona came from the state saved at an earlier session of the agent
   * (saved-starts.ts); `saved`: a persona read in the background is saved (false: it was already).
   */
  z.object({
    type: z.literal('preloaded'),
    ms: z.number(),
    newTokens: z.number().int().optional(),
    restored: z.boolean().optional(),
    saved: z.boolean().optional(),
  }),
  z.object({ type: z.literal('json'), text: z.string() }),
]);
export type LlmReply = z.infer<typeof LlmReply>;
