/**
 * Per-agent values this conversation replica last heard (from a reply, or a change event every
 * replica hears), each trusted for a while: an event a replica missed heals when its entry
 * expires and is asked again. At most `kept` agents, the oldest set dropped first.
 */
export class HeardEntries<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly trustedMs: number,
    private readonly clock: () => number = Date.now,
    private readonly kept = 10_000,
  ) {}

  /** The value heard for the agent, or undefined when nothing trusted is known. */
  get(agentId: string): T | undefined {
    const entry = this.entries.get(agentId);
    if (!entry) return undefined;
    if (entry.until > this.clock()) return entry.value;
    this.entries.delete(agentId);
    return undefined;
  }

  set(agentId: string, value: T, trustedMs = this.trustedMs): void {
    this.entries.delete(agentId);
    this.entries.set(agentId, { value, until: this.clock() + trustedMs });
    if (this.entries.size > this.kept) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(agentId: string): void {
    this.entries.delete(agentId);
  }
}
