import { analytics } from '@avatarium/contracts';
import {
  contributionOf,
  HOUR_MS,
  hourOf,
  msOf,
  type ContributingConversation,
  type Contribution,
} from './bucket-contribution.js';
import { ProductTally } from './product-mentions.js';
import { wallClock } from './zoned-time.js';

export type Counted = Pick<
  analytics.AgentAnalytics,
  Exclude<keyof analytics.AgentAnalytics, 'agentId' | 'timeZone' | 'from' | 'to' | 'unanswered'>
>;
export type TalliedConversation = ContributingConversation;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The nearest-rank percentile (p in 0..100) of a histogram (value -> count); null for none. */
function histogramPercentile(sorted: Array<[number, number]>, total: number, p: number): number | null {
  if (total === 0) return null;
  const rank = Math.min(Math.max(1, Math.ceil((p / 100) * total)), total);
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= rank) return value;
  }
  return sorted.at(-1)![0];
}

/**
 * Sums the analytics' hour buckets (or whole conversations, counted the same way) into the
 * summary: totals, per day and weekday of the conversations' start, messages per weekday ×
 * hour, products, turn latency and minutes, every day and hour on the zone's wall clock (a UTC
 * hour lies in one wall-clock hour of every selectable zone).
 */
export class AnalyticsTally {
  private conversations = 0;
  private messages = 0;
  private earliest: number | null = null;
  private latest: number | null = null;
  private readonly byDay = new Map<string, number>();
  private readonly byWeekday = [0, 0, 0, 0, 0, 0, 0];
  /** Messages per weekday × 24 + hour. */
  private readonly heat = new Array<number>(7 * 24).fill(0);
  private readonly products = new ProductTally();
  private readonly stages = new Map<string, Map<number, number>>(analytics.LATENCY_STAGES.map((stage) => [stage, new Map()]));
  private billedMinutes = 0;
  private connectedMs = 0;
  private readonly wall: ReturnType<typeof wallClock>;

  constructor(timeZone: string) {
    this.wall = wallClock(timeZone);
  }

  add(conversation: TalliedConversation): void {
    this.addBucket(hourOf(msOf(conversation.createdAt)), contributionOf(conversation));
  }

  /** Adds what conversations that started in one UTC hour (hours since 1970) contribute. */
  addBucket(hour: number, bucket: Contribution): void {
    if (bucket.conversations > 0) {
      this.conversations += bucket.conversations;
      const start = this.wall(hour * HOUR_MS);
      this.byDay.set(start.day, (this.byDay.get(start.day) ?? 0) + bucket.conversations);
      this.byWeekday[start.weekday]! += bucket.conversations;
    }
    this.messages += bucket.messages;
    if (bucket.first !== null) this.earliest = Math.min(this.earliest ?? bucket.first, bucket.first);
    if (bucket.last !== null) this.latest = Math.max(this.latest ?? bucket.last, bucket.last);
    for (const [offset, messages] of bucket.heat) if (messages) this.heat[this.wall.cell((hour + offset) * HOUR_MS)]! += messages;
    for (const product of bucket.products.values()) this.products.addShare(product);
    for (const [stage, counts] of bucket.latency) {
      const into = this.stages.get(stage)!;
      for (const [value, turns] of counts) into.set(value, (into.get(value) ?? 0) + turns);
    }
    this.billedMinutes += bucket.billedMinutes;
    this.connectedMs += bucket.connectedMs;
  }

  result(): Counted {
    return {
      totalConversations: this.conversations,
      totalMessages: this.messages,
      averageMessagesPerConversation: this.conversations ? round2(this.messages / this.conversations) : 0,
      earliest: this.earliest === null ? null : new Date(this.earliest).toISOString(),
      latest: this.latest === null ? null : new Date(this.latest).toISOString(),
      conversationsByDay: [...this.byDay.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([day, conversations]) => ({ day, conversations })),
      conversationsByWeekday: [...this.byWeekday],
      heatmap: this.heat.flatMap((messages, cell) =>
        messages ? [{ weekday: Math.floor(cell / 24), hour: cell % 24, messages }] : [],
      ),
      products: this.products.ranked(),
      latency: analytics.LATENCY_STAGES.map((stage) => {
        const counts = [...this.stages.get(stage)!.entries()].filter(([, turns]) => turns > 0).sort(([a], [b]) => a - b);
        const turns = counts.reduce((sum, [, count]) => sum + count, 0);
        return {
          stage,
          p50Ms: histogramPercentile(counts, turns, 50),
          p95Ms: histogramPercentile(counts, turns, 95),
          turns,
        };
      }),
      minutes: { billed: this.billedMinutes, connected: round2(this.connectedMs / 60_000) },
    };
  }
}
