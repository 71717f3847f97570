/**
 * The owners of the agents analytics was asked about, kept in this process so a summary does
 * not wait for the catalog each time. Only what the catalog answered is kept, and an agent's
 * owner never changes (no call moves an agent), so an entry can only go stale by the agent's
 * deletion: `catalog.agent.deleted` forgets it, and the age limit bounds a missed event.
 */
export class AgentOwners {
  private readonly owners = new Map<string, { ownerId: string; at: number }>();

  constructor(
    private readonly maxAgeMs = 5 * 60_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The owner the catalog gave for the agent, while it is fresh; null when not known. */
  ownerOf(agentId: string): string | null {
    const found = this.owners.get(agentId);
    if (!found) return null;
    if (this.now() - found.at < this.maxAgeMs) return found.ownerId;
    this.owners.delete(agentId);
    return null;
  }

  remember(agentId: string, ownerId: string): void {
    this.owners.delete(agentId);
    this.owners.set(agentId, { ownerId, at: this.now() });
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.owners.size > this.maxEntries) this.owners.delete(this.owners.keys().next().value!);
  }

  forget(agentId: string): void {
    this.owners.delete(agentId);
  }
}
