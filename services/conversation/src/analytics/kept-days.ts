import {
  dayOf,
  hoursOf,
  MOST_IDS,
  numbersBetween,
  splitHours,
  type AgentChanges,
  type CountedBucket,
} from './analytics-bucket.repository.js';

/** Where kept days are read from (AnalyticsBucketRepository). */
export interface DaySource {
  rolledUp(): Promise<boolean>;
  daysNumbered(agentId: string, days: number[]): Promise<Map<number, CountedBucket[]>>;
  hoursNumbered(agentId: string, hours: number[]): Promise<Map<number, CountedBucket>>;
}

/** A day's sum or an edge hour's bucket as read after its day's marker was `marker`. */
type Kept = { marker: number; at: number; pieces: CountedBucket[] };
type AgentKept = { epoch: number; days: Map<number, Kept>; hours: Map<number, Kept> };

/**
 * The parsed day sums and edge-hour buckets of recently asked agents, each kept with the marker
 * of its UTC day it was read after (see AnalyticsBucketRepository.changes). A summary right
 * after a change re-reads only the days whose marker moved (and their edge hours), then counts
 * from the kept pieces on the zone's clock as a cold read would. Bounded: `maxAgents` agents
 * (least recently asked go first), `maxPerAgent` days and hours each, `maxAgeMs` per piece (a
 * bump that failed after its change).
 */
export class KeptDays {
  private readonly agents = new Map<string, AgentKept>();

  constructor(
    private readonly source: DaySource,
    private readonly maxAgents = 200,
    private readonly maxPerAgent = 1_000,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The pieces of [from, to) counted after `changes` was read (it must be read before calling:
   * a change landing meanwhile moves its day's marker past the one kept, so it is read next
   * time). Null when the range is not kept: open, longer than MOST_IDS days, or no day sums yet.
   */
  async inRange(
    agentId: string,
    range: { from: Date | null; to: Date | null },
    changes: AgentChanges,
  ): Promise<CountedBucket[] | null> {
    const { from, to } = hoursOf(range);
    if (from === null || to === null || !(await this.source.rolledUp())) return null;
    const split = splitHours(from, to);
    const days = split.days ? numbersBetween(split.days[0]!, split.days[1]!) : [];
    if (days.length > MOST_IDS) return null;
    const hours = split.hours.flatMap(([start, end]) => numbersBetween(start!, end!));
    const kept = this.agentOf(agentId, changes.epoch);
    if (!kept) return null;
    const markerOf = (day: number) => changes.days.get(day) ?? 0;
    const at = this.now();
    const usable = (entry: Kept | undefined, marker: number) => entry?.marker === marker && at - entry.at < this.maxAgeMs;
    // Taken now: another request may replace or drop entries while this one reads.
    const pieces = new Map<string, CountedBucket[]>();
    for (const day of days) {
      const entry = kept.days.get(day);
      if (usable(entry, markerOf(day))) pieces.set(`d${day}`, entry!.pieces);
    }
    for (const hour of hours) {
      const entry = kept.hours.get(hour);
      if (usable(entry, markerOf(dayOf(hour)))) pieces.set(`h${hour}`, entry!.pieces);
    }
    const staleDays = days.filter((day) => !pieces.has(`d${day}`));
    const staleHours = hours.filter((hour) => !pieces.has(`h${hour}`));
    const [readDays, readHours] = await Promise.all([
      staleDays.length ? this.source.daysNumbered(agentId, staleDays) : new Map<number, CountedBucket[]>(),
      staleHours.length ? this.source.hoursNumbered(agentId, staleHours) : new Map<number, CountedBucket>(),
    ]);
    for (const day of staleDays) {
      const read = readDays.get(day) ?? [];
      pieces.set(`d${day}`, read);
      keep(kept.days, day, { marker: markerOf(day), at, pieces: read });
    }
    for (const hour of staleHours) {
      const bucket = readHours.get(hour);
      const read = bucket ? [bucket] : [];
      pieces.set(`h${hour}`, read);
      keep(kept.hours, hour, { marker: markerOf(dayOf(hour)), at, pieces: read });
    }
    if (kept.days.size + kept.hours.size > this.maxPerAgent) this.agents.delete(agentId);
    return [...pieces.values()].flat();
  }

  /** The agent's kept pieces (most recently asked now), emptied when its counts were deleted; null for an older epoch. */
  private agentOf(agentId: string, epoch: number): AgentKept | null {
    let kept = this.agents.get(agentId);
    if (kept && kept.epoch > epoch) return null;
    this.agents.delete(agentId);
    if (!kept || kept.epoch < epoch) kept = { epoch, days: new Map(), hours: new Map() };
    this.agents.set(agentId, kept);
    if (this.agents.size > this.maxAgents) this.agents.delete(this.agents.keys().next().value!);
    return kept;
  }
}

/** Keeps a piece unless a request that read a newer marker kept one already (markers only grow within an epoch). */
function keep(into: Map<number, Kept>, n: number, piece: Kept): void {
  const current = into.get(n);
  if (!current || current.marker <= piece.marker) into.set(n, piece);
}
