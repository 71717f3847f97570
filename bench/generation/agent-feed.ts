import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import { wsClient } from '../../testkit/ws-client.js';

/** The card's fields (the web app's AgentCardFields) and the voice: what a browser watches. */
const SUBSCRIPTION = `subscription {
  myAgentUpdates {
    id name status eventType displayStatus progress voiceId isAnimal errorType failureText
    posterUrl imageUrl videoUrl lipSyncUrl modelUrl updatedAt
  }
}`;

export interface AgentUpdate {
  id: string;
  status: string;
  eventType: string | null;
  displayStatus: string;
  progress: number;
  voiceId: string | null;
  isAnimal: boolean;
  failureText: string | null;
  imageUrl: string | null;
  videoUrl: string | null;
  lipSyncUrl: string | null;
  modelUrl: string | null;
}

export interface Arrival {
  /** performance.now() when the frame reached this process. */
  at: number;
  update: AgentUpdate;
}

/** Where a creation stops moving on its own: ready, failed, or waiting for the owner to mark a face. */
export const settled = (update: AgentUpdate) =>
  update.status === 'ready' ||
  update.status === 'failed' ||
  update.status === 'error' ||
  update.displayStatus === 'animal_detected';

/**
 * One `myAgentUpdates` subscription over graphql-ws with the session cookie, as the browser
 * keeps it open on the agents page; every update is kept with its arrival time.
 */
export class AgentFeed {
  private readonly arrivals = new Map<string, Arrival[]>();
  private readonly waiters = new Set<{ check: () => void; fail: (error: Error) => void }>();
  private failure: Error | undefined;
  private dispose: () => void = () => undefined;

  private constructor(private readonly client: Client) {}

  /** Resolves once the socket is acknowledged and the subscription has had time to register. */
  static async open(url: string, cookie: string): Promise<AgentFeed> {
    const client = wsClient(url, cookie);
    const feed = new AgentFeed(client);
    const connected = new Promise<void>((resolve, reject) => {
      client.on('connected', () => resolve());
      client.on('closed', (event) => reject(new Error(`the subscription socket closed: ${JSON.stringify(event)}`)));
      client.on('error', (error) => reject(error instanceof Error ? error : new Error(String(error))));
    });
    feed.dispose = client.subscribe<{ myAgentUpdates: AgentUpdate }>(
      { query: SUBSCRIPTION },
      {
        next: (result) => {
          const at = performance.now();
          if (result.errors?.length) return feed.fail(new Error(`subscription error: ${JSON.stringify(result.errors)}`));
          const update = result.data?.myAgentUpdates;
          if (!update) return;
          feed.arrivals.set(update.id, [...(feed.arrivals.get(update.id) ?? []), { at, update }]);
          for (const waiter of feed.waiters) waiter.check();
        },
        error: (error) => feed.fail(error instanceof Error ? error : new Error(`subscription failed: ${JSON.stringify(error)}`)),
        complete: () => feed.fail(new Error('the subscription ended')),
      },
    );
    await connected;
    // graphql-ws does not acknowledge a subscription and a new user has no agent to show
    // first; the gateway registers it within milliseconds of the ack. Missed announcements
    // would still be caught: every creation must show each milestone.
    await sleep(500);
    if (feed.failure) throw feed.failure;
    return feed;
  }

  /** Every update of one agent so far, in arrival order. */
  of(agentId: string): readonly Arrival[] {
    return this.arrivals.get(agentId) ?? [];
  }

  /** The first update of `agentId` passing `test` (already here or still to come). */
  until(agentId: string, test: (update: AgentUpdate) => boolean, timeoutMs: number): Promise<Arrival> {
    return new Promise((resolve, reject) => {
      const waiter = {
        check: () => {
          const found = this.of(agentId).find((arrival) => test(arrival.update));
          if (found) done(() => resolve(found));
        },
        fail: (error: Error) => done(() => reject(error)),
      };
      const timer = setTimeout(
        () =>
          waiter.fail(
            new Error(
              `agent ${agentId}: no matching update within ${timeoutMs} ms; saw ${this.of(agentId)
                .map(({ update }) => `${update.status}/${update.eventType}`)
                .join(', ')}`,
            ),
          ),
        timeoutMs,
      );
      const done = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        settle();
      };
      if (this.failure) return waiter.fail(this.failure);
      this.waiters.add(waiter);
      waiter.check();
    });
  }

  async close(): Promise<void> {
    this.dispose();
    await this.client.dispose();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of [...this.waiters]) waiter.fail(error);
  }
}
