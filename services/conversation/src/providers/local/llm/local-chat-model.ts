import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';

import type { Logger } from '@avatarium/platform';
import { engineOnFirstUse, nodeWorkerCommand, WorkerProcess } from '@avatarium/platform/engine-worker';

import { EngineUnavailableError, type AnswerLimits, type ChatMessage, type ChatModel, type ChatRequest } from '../../types.js';
import { LlmReply, type LlmWorkerOptions } from './llm-protocol.js';
import type { VoiceActivity } from '../voice-activity.js';
import { toolCallOf, toolChoiceMessages, toolChoiceSchema } from './tool-choice.js';
import { PersonaQueue } from './persona-queue.js';
import { WarmGate } from './warm-gate.js';

export interface LocalChatModelOptions {
  runtimeDir: string;
  modelPath: string;
  logger?: Logger;
  /**
   * CPU threads for decoding, fixed. Default: every core while the offline voice is quiet and
   * the machine otherwise idle, all but one otherwise (core-allowance.ts).
   */
  threads?: number;
  /** The offline voice's activity, when this service speaks with it (default: never busy). */
  voice?: VoiceActivity;
  /** Other processes' CPU use (cores) above which no core is added (default 0.6; tests raise it). */
  othersMaxCores?: number;
  contextSize?: number;
  /** A fixed sampling seed (LOCAL_LLM_SEED): reproducible replies, for tests and evaluations. */
  seed?: number;
  /** Pieces an answer begun ahead writes before it pauses (default 40; tests lower it). */
  aheadMaxPieces?: number;
  /** How long no conversation must have used the model before a persona is read in the background (default 5 s). */
  quietMs?: number;
}

/** A conversation that used the model this recently may be back at once: background reading waits. */
const QUIET_MS = 5_000;
/** How often waiting personas look for a quiet model. */
const BACKGROUND_CHECK_MS = 1_000;

export type LocalChatModel = ChatModel & {
  /** Loads the model now (about 1 s) instead of on the first question. */
  warm(): Promise<void>;
  /** The prompt these messages become in the model's own chat template, and the template's name. */
  render(messages: ChatMessage[]): Promise<{ chatWrapper: string; text: string }>;
  close(): Promise<void>;
};

/**
 * The offline language model (Qwen2.5-Coder-1.5B-Instruct by default, LOCAL_LLM_MODEL; llama.cpp on the CPU) in its own
 * process, started on first use and again after a crash. Chats are answered one at a time,
 * in order; an aborted chat stops decoding at once.
 */
export function createLocalChatModel(options: LocalChatModelOptions): LocalChatModel {
  const { runtimeDir, modelPath, logger } = options;
  const warming = new WarmGate();
  const label = 'offline language model';
  const engine = engineOnFirstUse({
    label,
    logger,
    missingFiles: () => [join(runtimeDir, 'node_modules', 'node-llama-cpp'), modelPath].filter((path) => !existsSync(path)),
    missing: (paths) =>
      new EngineUnavailableError(
        'llm',
        `${label} files are missing (${paths.join(', ')}); tools/engines/llm-engine.ts installs them`,
      ),
    start: () => {
      const cores = availableParallelism();
      const workerOptions: LlmWorkerOptions = {
        runtimeDir,
        modelPath,
        threads: options.threads ?? Math.max(1, cores - 1),
        allThreads: options.threads ?? cores,
        ...(options.othersMaxCores === undefined ? {} : { othersMaxCores: options.othersMaxCores }),
        contextSize: options.contextSize ?? 4096,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
        ...(options.aheadMaxPieces === undefined ? {} : { aheadMaxPieces: options.aheadMaxPieces }),
      };
      const [command, args] = nodeWorkerCommand(import.meta.url, 'llm-worker', workerOptions);
      const worker = new WorkerProcess({
        command,
        args,
        label,
        unavailable: (why) => new EngineUnavailableError('llm', why),
        logger,
      });
      if (options.voice?.busy) worker.notify({ type: 'voice', busy: true });
      return worker;
    },
  });
  const running = engine.running;
  options.voice?.onChange((busy) => engine.current()?.notify({ type: 'voice', busy }));

  /** Sends an evaluation ahead (a warm-up, a draft, a persona) and logs what the worker evaluated. */
  function evaluateAhead(
    worker: WorkerProcess,
    request: { type: 'preload' | 'persona'; messages: ChatMessage[]; answer?: AnswerLimits },
    message: string,
    signal: AbortSignal,
  ): Promise<unknown> {
    return worker.request(
      request,
      (line) => {
        const reply = LlmReply.parse(line);
        if (reply.type !== 'preloaded') return undefined;
        logger?.debug(message, {
          ms: Math.round(reply.ms),
          evaluated: reply.newTokens,
          restored: reply.restored,
          saved: reply.saved,
        });
        return true;
      },
      signal,
    );
  }

  /**
   * Evaluates a conversation's start (or a draft: the start, the question typed so far and the
   * answer's opening) ahead of its turn, through the warm gate.
   */
  async function prepare(messages: ChatMessage[], answer?: AnswerLimits): Promise<void> {
    const warm = warming.start(messages, answer);
    if (!warm) return;
    try {
      await evaluateAhead(
        running(),
        { type: 'preload', messages, ...(answer ? { answer } : {}) },
        'start evaluated ahead',
        warm.signal,
      );
    } catch (error) {
      if (!warm.signal.aborted) throw error; // cancelled for a turn: nothing went wrong
    } finally {
      warm.finish();
    }
    // A later draft of the same conversation waited for this one.
    const next = warming.takeNext();
    if (next) await prepare([...next.messages], next.answer);
  }

  const personas = new PersonaQueue();
  let checking: NodeJS.Timeout | undefined;
  let reading = false;

  /**
   * Reads the newest waiting persona when the model runs and is quiet (warm-gate.ts): evaluated
   * and saved for the agent's sessions, the sequence's conversation put back after (llm-worker.ts).
   * A model not started yet is not started for it: the persona waits for its first use.
   */
  async function readPersonaWhileQuiet(): Promise<void> {
    const worker = engine.current();
    if (reading || !worker) return;
    const newest = personas.peek();
    const run = newest && warming.startBackground(options.quietMs ?? QUIET_MS, newest.messages);
    if (!run) return;
    const next = personas.take()!;
    reading = true;
    try {
      await evaluateAhead(worker, { type: 'persona', messages: next.messages }, 'persona read in the background', run.signal);
      personas.done(next.key);
    } catch (error) {
      if (run.signal.aborted) personas.again(next.key, next.messages);
      else logger?.debug('a persona was not read in the background', { error: String(error) });
    } finally {
      reading = false;
      run.finish();
      if (personas.size === 0 && checking) {
        clearInterval(checking);
        checking = undefined;
      }
    }
    // The agent's session opened meanwhile: its warm-up waited for the persona (now saved).
    const waiting = warming.takeNext();
    if (waiting) await prepare([...waiting.messages], waiting.answer);
  }

  function prepareInBackground(messages: ChatMessage[]): void {
    if (!personas.add(messages)) return;
    checking ??= setInterval(() => void readPersonaWhileQuiet(), BACKGROUND_CHECK_MS).unref();
  }

  return {
    // The model actually loaded (LOCAL_LLM_MODEL chooses it), named after its file.
    name: `local:${basename(modelPath, '.gguf')}`,

    async *stream(request: ChatRequest): AsyncIterable<string> {
      request.signal?.throwIfAborted();
      const pieces = new PieceQueue();
      const abort = new AbortController();
      const onAbort = () => abort.abort(request.signal?.reason);
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const chat = { type: 'chat', messages: request.messages, maxTokens: request.maxTokens, temperature: request.temperature };
      const worker = running();
      const talking = warming.turn(request.messages);
      const asked = performance.now();
      let firstPieceMs: number | undefined;
      const done = worker.request(
        chat,
        (line) => {
          const reply = LlmReply.parse(line);
          if (reply.type === 'text') {
            firstPieceMs ??= performance.now() - asked;
            pieces.push(reply.text);
          }
          if (reply.type !== 'done') return undefined;
          // firstPieceMs less the worker's firstTextMs: the wait behind an evaluation ahead (a warm-up).
          logger?.debug('chat answered', {
            pieces: reply.tokens,
            threads: reply.threads,
            stopReason: reply.stopReason,
            firstPieceMs,
            workerFirstTextMs: reply.firstTextMs,
            // (Not named "…tokens": the logger hides fields so named, as secrets.)
            promptLength: reply.promptTokens,
            promptNew: reply.newPromptTokens,
            // The answer begun while the question was typed: pieces already written when it was sent.
            aheadPieces: reply.aheadPieces,
          });
          return true;
        },
        abort.signal,
      );
      done.then(
        () => pieces.end(),
        (error: unknown) => pieces.fail(error),
      );
      done.finally(talking).catch(() => {});
      try {
        yield* pieces;
      } finally {
        // The consumer stopped early (interrupted turn): stop decoding too.
        request.signal?.removeEventListener('abort', onAbort);
        if (!pieces.ended) abort.abort();
      }
    },

    // No native tool calls: the choice is an answer under a JSON grammar (tool-choice.ts).
    async chooseTool(request) {
      request.signal?.throwIfAborted();
      const json = {
        type: 'json',
        messages: toolChoiceMessages(request),
        schema: toolChoiceSchema(request.tools),
        maxTokens: 64,
      };
      const talking = warming.turn(json.messages);
      try {
        const text = await running().request(
          json,
          (line) => {
            const reply = LlmReply.parse(line);
            return reply.type === 'json' ? reply.text : undefined;
          },
          request.signal,
        );
        return toolCallOf(text, request.tools);
      } finally {
        talking();
      }
    },

    warm: engine.warm,

    prepare,

    prepareInBackground,

    render(messages) {
      return running().request({ type: 'render', messages }, (line) => {
        const reply = LlmReply.parse(line);
        return reply.type === 'rendered' ? { chatWrapper: reply.chatWrapper, text: reply.text } : undefined;
      });
    },

    async close() {
      clearInterval(checking);
      await engine.close();
    },
  };
}

/** Text pieces pushed by the worker's replies, read as an async iterable. */
class PieceQueue implements AsyncIterable<string> {
  private readonly pieces: string[] = [];
  private wake: (() => void) | undefined;
  private error: unknown;
  ended = false;

  push(piece: string): void {
    this.pieces.push(piece);
    this.notify();
  }

  end(): void {
    this.ended = true;
    this.notify();
  }

  fail(error: unknown): void {
    this.error = error ?? new Error('failed');
    this.ended = true;
    this.notify();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<string> {
    while (true) {
      const piece = this.pieces.shift();
      if (piece !== undefined) yield piece;
      else if (this.error !== undefined) throw this.error;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }
}
