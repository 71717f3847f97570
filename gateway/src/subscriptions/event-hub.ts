import type { EventContract } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import type { z } from 'zod';

type Listener = (payload: unknown) => void;

/**
 * How the listeners of one event subject are found: by the key it derives from each event
 * (the owner's id, the agent's id). Made once per module with `eventIndex`, so every
 * subscription of a kind shares one group of listeners.
 */
export interface EventIndex<P extends z.ZodType> {
  readonly contract: EventContract<P>;
  readonly keyOf: (payload: z.output<P>) => string;
}

export function eventIndex<P extends z.ZodType>(
  contract: EventContract<P>,
  keyOf: (payload: z.output<P>) => string,
): EventIndex<P> {
  return { contract, keyOf };
}

interface Topic {
  /** Per index (way of keying), the listeners under each key. */
  indexes: Map<EventIndex<z.ZodType>, Map<string, Set<Listener>>>;
  unsubscribe: () => void;
}

/**
 * One NATS subscription per event subject per gateway, fanned out in memory to the listeners
 * registered under a key, however many browsers listen. One subject can be listened to by
 * several indexes at once (the workspace by owner, a viewer by agent): each event is looked up
 * in every index, so no kind of subscriber hides another.
 */
export class EventHub {
  private readonly topics = new Map<string, Topic>();

  constructor(private readonly bus: Bus) {}

  listen<P extends z.ZodType>(index: EventIndex<P>, key: string, listener: (payload: z.output<P>) => void): () => void {
    const topic = this.topicOf(index.contract);
    const anyIndex = index as unknown as EventIndex<z.ZodType>;
    const byKey = topic.indexes.get(anyIndex) ?? new Map<string, Set<Listener>>();
    topic.indexes.set(anyIndex, byKey);
    const set = byKey.get(key) ?? new Set<Listener>();
    byKey.set(key, set);
    set.add(listener as Listener);
    return () => {
      set.delete(listener as Listener);
      if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      if (byKey.size === 0 && topic.indexes.get(anyIndex) === byKey) topic.indexes.delete(anyIndex);
    };
  }

  /** Listeners registered now, over every subject and index (tests, metrics). */
  get listenerCount(): number {
    let count = 0;
    for (const topic of this.topics.values())
      for (const byKey of topic.indexes.values()) for (const set of byKey.values()) count += set.size;
    return count;
  }

  close(): void {
    for (const topic of this.topics.values()) topic.unsubscribe();
    this.topics.clear();
  }

  private topicOf<P extends z.ZodType>(contract: EventContract<P>): Topic {
    const existing = this.topics.get(contract.subject);
    if (existing) return existing;
    const indexes: Topic['indexes'] = new Map();
    const unsubscribe = this.bus.subscribe(contract, (payload) => {
      // Copies: a listener may unsubscribe (or subscribe) while the event is delivered.
      for (const [index, byKey] of [...indexes]) {
        let key: string;
        try {
          key = index.keyOf(payload);
        } catch {
          continue; // An index that cannot key this event has no listener for it.
        }
        for (const each of [...(byKey.get(key) ?? [])]) each(payload);
      }
    });
    const topic = { indexes, unsubscribe };
    this.topics.set(contract.subject, topic);
    return topic;
  }
}
