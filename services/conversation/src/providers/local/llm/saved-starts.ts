import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type Token = number;

/** The sequence's state on disk (node-llama-cpp's LlamaContextSequence). */
export interface StatefulSequence {
  /** How many tokens it holds. */
  readonly nextTokenIndex: number;
  compareContextTokens(tokens: Token[]): { firstDifferentIndex: number };
  saveStateToFile(path: string): Promise<unknown>;
  loadStateFromFile(path: string, risk: { acceptRisk: true }): Promise<void>;
}

/** Agents' starts kept at most (each ~28 KB a token on the 1.5B: ~6 MB for a 200-token persona). */
const MAX_SAVED_STARTS = 48;

/**
 * Evaluated conversation starts (an agent's persona, up to where the visitor's first message
 * begins), saved to files so a new session of an agent seen before restores its persona in
 * milliseconds instead of evaluating it again (~200 tokens, ~4 s of the 1.5B on two cores):
 * otherwise every other conversation's turn evicts it from the model's one sequence. The files
 * live in a folder of this worker process (removed when it exits, or by the next worker when it
 * was killed) and are made by this very model, so a state from another model is never loaded.
 * The least recently used go first.
 */
export class SavedStarts {
  private readonly files = new Map<string, string>();
  private readonly dir: string;

  constructor(root = join(tmpdir(), 'avatarium-llm-starts')) {
    mkdirSync(root, { recursive: true });
    // Folders of worker processes that died without cleaning up (killed, crashed).
    for (const name of readdirSync(root)) if (!isAlive(Number(name))) rmSync(join(root, name), { recursive: true, force: true });
    this.dir = join(root, String(process.pid));
    mkdirSync(this.dir, { recursive: true });
    process.once('exit', () => rmSync(this.dir, { recursive: true, force: true }));
  }

  /** Saves the sequence, which holds exactly `start` now. */
  async save(start: Token[], sequence: StatefulSequence): Promise<void> {
    const key = keyOf(start);
    if (this.touch(key)) return;
    const path = join(this.dir, `${key}.state`);
    await sequence.saveStateToFile(path);
    this.files.set(key, path);
    for (const [oldest, file] of this.files) {
      if (this.files.size <= MAX_SAVED_STARTS) break;
      this.files.delete(oldest);
      await unlink(file).catch(() => undefined);
    }
  }

  /** Whether `start` is saved (a persona read before). */
  has(start: Token[]): boolean {
    return this.files.has(keyOf(start));
  }

  /**
   * Evaluates `start` (by `evaluate`) and saves it, keeping what the sequence holds: that is saved
   * to a file first (~28 KB a token, tens of milliseconds) and loaded back after, also when the
   * evaluation is cancelled, so a conversation in the sequence loses nothing. True when saved.
   */
  async saveAside(
    start: Token[],
    sequence: StatefulSequence,
    evaluate: () => Promise<void>,
    signal: AbortSignal,
  ): Promise<boolean> {
    const held = sequence.nextTokenIndex > 0 ? join(this.dir, `held-${keyOf(start)}.state`) : null;
    if (held) await sequence.saveStateToFile(held);
    try {
      await evaluate();
      if (signal.aborted) return false;
      await this.save(start, sequence);
      return true;
    } finally {
      if (held) {
        await sequence.loadStateFromFile(held, { acceptRisk: true });
        await unlink(held).catch(() => undefined);
      }
    }
  }

  /**
   * Restores `start` into the sequence when it was saved and the sequence does not hold it yet,
   * so what follows it (`wanted` starts with it) is all that is left to evaluate. True if restored.
   */
  async restore(start: Token[], wanted: Token[], sequence: StatefulSequence): Promise<boolean> {
    if (start.length === 0 || !startsWith(wanted, start)) return false;
    if (sequence.compareContextTokens(start).firstDifferentIndex >= start.length) return false;
    const key = keyOf(start);
    const path = this.files.get(key);
    if (!path) return false;
    this.touch(key);
    await sequence.loadStateFromFile(path, { acceptRisk: true });
    return true;
  }

  /** Marks a saved start as just used (kept longest); false when it is not saved. */
  private touch(key: string): boolean {
    const path = this.files.get(key);
    if (!path) return false;
    this.files.delete(key);
    this.files.set(key, path);
    return true;
  }
}

function keyOf(tokens: Token[]): string {
  return createHash('sha256')
    .update(Buffer.from(Uint32Array.from(tokens).buffer))
    .digest('hex')
    .slice(0, 32);
}

function startsWith(tokens: Token[], start: Token[]): boolean {
  return tokens.length >= start.length && start.every((token, index) => tokens[index] === token);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
