import { catalog, type Agent } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import { HeardEntries } from '../heard/heard-entries.js';

type ShopifyMcp = Agent['shopify_mcp'];

/** How long settings heard are trusted without a change event (an event a replica missed heals by then). */
const TRUSTED_MS = 5 * 60_000;

/**
 * Per-agent store settings of this conversation replica, so a turn does not ask the catalog for
 * its agent first (issue 24: 11–90 ms of every offline turn's first audio on 2 cores, the
 * catalog's reply waiting for a core while the model read the question). Filled from the
 * catalog's reply and kept current by `catalog.agent.changed`, which every change of an agent
 * publishes and every replica hears; an entry older than TRUSTED_MS is asked again.
 */
export class AgentShopSettings {
  private readonly entries: HeardEntries<ShopifyMcp>;
  /** Changes heard so far: a reply read before a change is not kept (it may be older than it). */
  private changes = 0;

  constructor(clock: () => number = Date.now) {
    this.entries = new HeardEntries<ShopifyMcp>(TRUSTED_MS, clock);
  }

  get(agentId: string): ShopifyMcp | undefined {
    return this.entries.get(agentId);
  }

  /** A change of the agent (every field, the store's among them). */
  heard(agent: Agent): void {
    this.changes += 1;
    this.entries.set(agent.id, agent.shopify_mcp);
  }

  forget(agentId: string): void {
    this.changes += 1;
    this.entries.forget(agentId);
  }

  /** Runs `read` (the catalog's reply) and keeps what it gives unless a change was heard meanwhile. */
  async read(agentId: string, read: () => Promise<Agent | null>): Promise<ShopifyMcp | null> {
    const before = this.changes;
    const agent = await read();
    if (agent && this.changes === before) this.entries.set(agentId, agent.shopify_mcp);
    return agent?.shopify_mcp ?? null;
  }
}

/** The agent's store settings: as heard, or from the catalog (null when it does not answer). */
export function shopSettingsOf(
  deps: { bus: Bus; shopSettings: AgentShopSettings },
  session: { agentId: string; ownerId: string },
): Promise<ShopifyMcp | null> {
  const read = () =>
    deps.bus
      .request(catalog.getAgent, { agentId: session.agentId, scope: { kind: 'owner', ownerId: session.ownerId } })
      .catch(() => null);
  const known = deps.shopSettings.get(session.agentId);
  return known ? Promise.resolve(known) : deps.shopSettings.read(session.agentId, read);
}
