import { catalogActions } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import { nextTurnRead } from './next-turn-read.js';

/**
 * The newest community version this gateway knows, kept in memory from the catalog's
 * `communityVersionChanged` events, so a read answers from the page cache without a round trip.
 * The catalog publishes each bump before the write's reply on the same connection, so the
 * gateway that sent a write hears its version before the reply (read-your-writes); the other
 * gateways a moment later. It asks the catalog only when it knows none: at start, and again
 * from a disconnect on (events sent meanwhile are lost to core NATS).
 */
export class CommunityVersion {
  private known: number | null = null;
  /** The asks of one event-loop turn share one request. */
  private readonly ask: () => Promise<number>;

  constructor(private readonly bus: Bus) {
    this.ask = nextTurnRead(async () => (await bus.request(catalogActions.communityVersion, {})).version);
  }

  /** Subscribes, asks once, and forgets the version whenever the connection drops. */
  start(): void {
    this.bus.subscribe(catalogActions.communityVersionChanged, ({ version }) => this.heard(version));
    void this.followConnection();
    this.current().catch(() => undefined);
  }

  current(): Promise<number> {
    if (this.known !== null) return Promise.resolve(this.known);
    return this.ask().then((version) => this.heard(version));
  }

  /** The counter only grows: an answer that left the catalog before an event heard since is older. */
  private heard(version: number): number {
    this.known = Math.max(this.known ?? version, version);
    return this.known;
  }

  private async followConnection(): Promise<void> {
    for await (const status of this.bus.nc.status()) {
      if (status.type === 'disconnect') this.known = null;
      else if (status.type === 'reconnect') {
        this.known = null;
        this.current().catch(() => undefined);
      }
    }
  }
}
