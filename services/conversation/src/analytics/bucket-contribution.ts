import { analytics } from '@avatarium/contracts';
import type { ConversationRecord, StoredTelemetry } from '../conversations/conversation.js';
import { productsIn } from './product-mentions.js';

export const HOUR_MS = 3600_000;
export type LatencyStage = (typeof analytics.LATENCY_STAGES)[number];

export const STAGE_FIELDS = {
  stt: 'sttMs',
  firstToken: 'llmFirstTokenMs',
  firstAudio: 'ttsFirstAudioMs',
  firstFrame: 'firstFrameMs',
  total: 'totalMs',
} as const satisfies Record<LatencyStage, string>;

export interface ProductShare {
  name: string;
  image: string | null;
  mentions: number;
  /** Conversations that named it for the first time in this change (a conversation counts once). */
  conversations: number;
}

/**
 * What one conversation (or one change to it) adds to the bucket of the UTC hour it started in.
 * Every selectable zone has whole-hour offsets, so a zone's days, weekdays and hours are unions
 * of UTC hours: the conversation's day is its bucket's, a message's cell is its own UTC hour's.
 */
export interface Contribution {
  conversations: number;
  messages: number;
  /** The earliest / latest start of a counted conversation (ms), null when none. */
  first: number | null;
  last: number | null;
  connectedMs: number;
  billedMinutes: number;
  /** Messages per UTC hour, counted from the bucket's hour (0 = the same hour). */
  heat: Map<number, number>;
  /** Per stage: turns per exact stage time (ms), so p50 / p95 merge exactly. */
  latency: Map<LatencyStage, Map<number, number>>;
  /** By product name. */
  products: Map<string, ProductShare>;
}

export const emptyContribution = (): Contribution => ({
  conversations: 0,
  messages: 0,
  first: null,
  last: null,
  connectedMs: 0,
  billedMinutes: 0,
  heat: new Map(),
  latency: new Map(),
  products: new Map(),
});

/** Stored times come back as Dates; anything else is parsed. */
export const msOf = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));
export const hourOf = (ms: number) => Math.floor(ms / HOUR_MS);

const bump = <K>(map: Map<K, number>, key: K, by: number) => map.set(key, (map.get(key) ?? 0) + by);

/** Turn latencies and billed minutes (as charge-minute bills: once per session minute a turn started in). */
export function telemetryPart(
  telemetry: Record<string, Partial<StoredTelemetry>> | undefined,
  createdMs: number,
): Pick<Contribution, 'latency' | 'billedMinutes'> {
  const latency = new Map<LatencyStage, Map<number, number>>();
  const minutes = new Set<number>();
  for (const times of Object.values(telemetry ?? {})) {
    for (const [stage, field] of Object.entries(STAGE_FIELDS) as Array<[LatencyStage, keyof StoredTelemetry]>) {
      const value = times[field];
      if (typeof value === 'number') {
        const counts = latency.get(stage) ?? new Map<number, number>();
        bump(counts, value, 1);
        latency.set(stage, counts);
      }
    }
    if (times.startedAt) minutes.add(Math.max(0, Math.floor((msOf(times.startedAt) - createdMs) / 60_000)));
  }
  return { latency, billedMinutes: minutes.size };
}

/** What a change of a conversation's telemetry changes in its bucket (negative counts for replaced times). */
export function telemetryChange(
  before: Record<string, Partial<StoredTelemetry>> | undefined,
  after: Record<string, Partial<StoredTelemetry>>,
  createdMs: number,
): Contribution {
  const old = telemetryPart(before, createdMs);
  const now = telemetryPart(after, createdMs);
  const change = emptyContribution();
  change.billedMinutes = now.billedMinutes - old.billedMinutes;
  for (const [sign, part] of [
    [-1, old],
    [1, now],
  ] as const) {
    for (const [stage, counts] of part.latency) {
      const target = change.latency.get(stage) ?? new Map<number, number>();
      for (const [value, count] of counts) bump(target, value, sign * count);
      change.latency.set(stage, target);
    }
  }
  for (const counts of change.latency.values()) for (const [value, count] of counts) if (count === 0) counts.delete(value);
  return change;
}

/**
 * Adds the products an agent message names. `named` holds the products the conversation named
 * before (kept on the conversation): a product counts the conversation on its first mention only.
 */
export function addProducts(into: Contribution, message: string, named: Set<string>): void {
  for (const product of productsIn(message)) {
    const share = into.products.get(product.name) ?? { name: product.name, image: null, mentions: 0, conversations: 0 };
    share.mentions += 1;
    share.image ??= product.image;
    if (!named.has(product.name)) {
      share.conversations += 1;
      named.add(product.name);
    }
    into.products.set(product.name, share);
  }
}

/** The products a conversation's agent messages name (what `named` holds once it is counted). */
export function namedProducts(messages: ReadonlyArray<{ role: string; message: string }>): string[] {
  const named = new Set<string>();
  for (const message of messages)
    if (message.role === 'agent') for (const product of productsIn(message.message)) named.add(product.name);
  return [...named];
}

export type ContributingConversation = Pick<ConversationRecord, 'id' | 'createdAt' | 'updatedAt' | 'messages' | 'telemetry'>;

/** A whole conversation's share (the backfill, and conversations not in the buckets yet). */
export function contributionOf(conversation: ContributingConversation): Contribution {
  const contribution = emptyContribution();
  // A session without messages is no conversation (as the history counts).
  if (conversation.messages.length === 0) return contribution;
  const created = msOf(conversation.createdAt);
  const hour = hourOf(created);
  contribution.conversations = 1;
  contribution.messages = conversation.messages.length;
  contribution.first = created;
  contribution.last = created;
  const named = new Set<string>();
  for (const message of conversation.messages) {
    bump(contribution.heat, hourOf(msOf(message.timestamp)) - hour, 1);
    if (message.role === 'agent') addProducts(contribution, message.message, named);
  }
  Object.assign(contribution, telemetryPart(conversation.telemetry, created));
  contribution.connectedMs = Math.max(0, msOf(conversation.updatedAt) - created);
  return contribution;
}
