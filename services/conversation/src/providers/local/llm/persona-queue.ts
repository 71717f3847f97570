import { createHash } from 'node:crypto';
import type { ChatMessage } from '../../types.js';

/** Personas waiting at most: an owner editing many agents at once keeps the latest ones. */
const MAX_WAITING = 16;
/** Personas remembered as read (each is a system prompt's hash). */
const MAX_READ = 256;

/**
 * Agents' personas (a conversation's first message alone) the offline model is to read in the
 * background, each once: the newest first, at most MAX_WAITING; one cancelled for a conversation
 * waits again.
 */
export class PersonaQueue {
  private waiting = new Map<string, ChatMessage[]>();
  private readonly read = new Set<string>();

  get size(): number {
    return this.waiting.size;
  }

  /** Queues a persona not read yet (again to the front if it waits already); false when there is nothing to do. */
  add(messages: ChatMessage[]): boolean {
    const key = keyOf(messages);
    if (this.read.has(key)) return false;
    this.waiting.delete(key);
    this.waiting.set(key, messages);
    for (const oldest of this.waiting.keys()) {
      if (this.waiting.size <= MAX_WAITING) break;
      this.waiting.delete(oldest);
    }
    return true;
  }

  /** The newest persona waiting, left in the queue. */
  peek(): { key: string; messages: ChatMessage[] } | undefined {
    const key = [...this.waiting.keys()].at(-1);
    return key === undefined ? undefined : { key, messages: this.waiting.get(key)! };
  }

  /** The newest persona waiting, taken out of the queue. */
  take(): { key: string; messages: ChatMessage[] } | undefined {
    const newest = this.peek();
    if (newest) this.waiting.delete(newest.key);
    return newest;
  }

  /** Read (or found saved): never queued again. */
  done(key: string): void {
    this.read.add(key);
    for (const oldest of this.read) {
      if (this.read.size <= MAX_READ) break;
      this.read.delete(oldest);
    }
  }

  /** Not read (cancelled for a conversation): waits again, behind newer ones. */
  again(key: string, messages: ChatMessage[]): void {
    if (this.read.has(key) || this.waiting.has(key)) return;
    this.waiting = new Map([[key, messages], ...this.waiting]);
  }
}

function keyOf(messages: ChatMessage[]): string {
  return createHash('sha256').update(JSON.stringify(messages)).digest('hex').slice(0, 32);
}
