import { analytics } from '@avatarium/contracts';
import type { ConversationRecord } from '../conversations/conversation.js';
import { percentile } from './percentile.js';
import { ProductTally } from './product-mentions.js';
import { wallClock } from './zoned-time.js';

type Counted = Pick<
  analytics.AgentAnalytics,
  Exclude<keyof analytics.AgentAnalytics, 'agentId' | 'timeZone' | 'from' | 'to' | 'unanswered'>
>;
export type TalliedConversation = Pick<ConversationRecord, 'id' | 'createdAt' | 'updatedAt' | 'messages' | 'telemetry'>;

const STAGE_FIELDS = {
  stt: 'sttMs',
  firstToken: 'llmFirstTokenMs',
  firstAudio: 'ttsFirstAudioMs',
  firstFrame: 'firstFrameMs',
  total: 'totalMs',
} as const satisfies Record<(typeof analytics.LATENCY_STAGES)[number], string>;

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Stored times come back as Dates; anything else is parsed. */
const msOf = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/**
 * Counts conversations one at a time (they come from a cursor, never all at once): totals,
 * per day and weekday of their start, messages per weekday × hour, products, turn latency and
 * minutes, every day and hour on the zone's wall clock.
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
  private readonly stages = new Map<string, number[]>(analytics.LATENCY_STAGES.map((stage) => [stage, []]));
  private billedMinutes = 0;
  private connectedMs = 0;
  private readonly wall: ReturnType<typeof wallClock>;

  constructor(timeZone: string) {
    this.wall = wallClock(timeZone);
  }

  add(conversation: TalliedConversation): void {
    // A session without messages is no conversation (as the history counts).
    if (conversation.messages.length === 0) return;
    const created = msOf(conversation.createdAt);
    this.conversations += 1;
    this.messages += conversation.messages.length;
    this.earliest = Math.min(this.earliest ?? created, created);
    this.latest = Math.max(this.latest ?? created, created);
    const start = this.wall(created);
    this.byDay.set(start.day, (this.byDay.get(start.day) ?? 0) + 1);
    this.byWeekday[start.weekday]! += 1;
    for (const message of conversation.messages) {
      this.heat[this.wall.cell(msOf(message.timestamp))]! += 1;
      if (message.role === 'agent') this.products.add(conversation.id, message.message);
    }
    const minutes = new Set<number>();
    for (const times of Object.values(conversation.telemetry ?? {})) {
      for (const [stage, field] of Object.entries(STAGE_FIELDS)) {
        const value = times[field];
        if (typeof value === 'number') this.stages.get(stage)!.push(value);
      }
      // Billed as charge-minute bills: once per minute of the session in which a turn started.
      if (times.startedAt) minutes.add(Math.max(0, Math.floor((new Date(times.startedAt).getTime() - created) / 60_000)));
    }
    this.billedMinutes += minutes.size;
    this.connectedMs += Math.max(0, new Date(conversation.updatedAt).getTime() - created);
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
        const values = this.stages.get(stage)!.sort((a, b) => a - b);
        return { stage, p50Ms: percentile(values, 50), p95Ms: percentile(values, 95), turns: values.length };
      }),
      minutes: { billed: this.billedMinutes, connected: round2(this.connectedMs / 60_000) },
    };
  }
}
