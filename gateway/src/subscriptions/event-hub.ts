import type { EventContract } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import type { z } from 'zod';

type Listener = (payload: unknown) => void;

/**
 * One NATS subscription per event subject per gateway, fanned out in memory to the
 * listeners registered under a key (a user id, an agent id), however many browsers listen.
 */
export class EventHub {
  private readonly topics = new Map<string, { listeners: Map<string, Set<Listener>>; unsubscribe: () => void }>();

  constructor(private readonly bus: Bus) {}

  listen<P extends z.ZodType>(
    contract: EventContract<P>,
    keyOf: (payload: z.output<P>) => string,
    key: string,
    listener: (payload: z.output<P>) => void,
  ): () => void {
    let topic = this.topics.get(contract.subject);
    if (!topic) {
      const listeners = new Map<string, Set<Listener>>();
      const unsubscribe = this.bus.subscribe(contract, (payload) => {
        for (const each of listeners.get(keyOf(payload)) ?? []) each(payload);
      });
      topic = { listeners, unsubscribe };
      this.topics.set(contract.subject, topic);
    }
    const set = topic.listeners.get(key) ?? new Set<Listener>();
    set.add(listener as Listener);
    topic.listeners.set(key, set);
    return () => {
      set.delete(listener as Listener);
      if (set.size === 0) topic.listeners.delete(key);
    };
  }

  close(): void {
    for (const topic of this.topics.values()) topic.unsubscribe();
    this.topics.clear();
  }
}
