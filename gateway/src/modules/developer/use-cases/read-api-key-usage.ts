import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import type { ApiKeyUsageDocument } from '../../../api-keys/usage/api-key-usage.model.js';
import { addBuckets, latencyQuantiles } from '../../../api-keys/usage/latency-buckets.js';
import { labelOfField } from '../../../api-keys/usage/usage-label.js';
import { ApiKeyId, KEY_NOT_FOUND } from './revoke-api-key.js';

/** The range the Usage card shows unless asked otherwise, and the longest one may ask for. */
export const DEFAULT_USAGE_DAYS = 30;
export const MAX_USAGE_DAYS = 92;
const DAY_MS = 86_400_000;

const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .refine((day) => {
    // A real calendar day: 2026-02-30 would otherwise roll over into March.
    const at = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(at) && new Date(at).toISOString().startsWith(day);
  }, 'Dates are YYYY-MM-DD');

export const UsageRange = z.object({ from: Day.nullish(), to: Day.nullish() });

export interface UsageFigures {
  requests: number;
  errors: number;
  credits: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface ApiKeyUsageView {
  /** null: all of the owner's keys together. */
  keyId: string | null;
  from: string;
  to: string;
  totals: UsageFigures;
  /** Every day of the range, oldest first, zeros included (charts need no gaps). */
  days: Array<UsageFigures & { day: string }>;
  /** By route pattern or GraphQL operation, most used first. */
  routes: Array<{ route: string; requests: number; errors: number }>;
}

const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** from/to of a query (`to` today and 30 days by default), checked: from ≤ to, at most 92 days. */
export function usageRange(query: unknown, now = new Date()): { from: string; to: string } {
  const parsed = UsageRange.safeParse(query ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', parsed.error.issues[0]?.message ?? 'Invalid range');
  const to = parsed.data.to ?? dayString(now.getTime());
  const from = parsed.data.from ?? dayString(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_USAGE_DAYS - 1) * DAY_MS);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) throw new AppError('BAD_INPUT', 'The range starts after it ends');
  if (days > MAX_USAGE_DAYS) throw new AppError('BAD_INPUT', `The range is at most ${MAX_USAGE_DAYS} days`);
  return { from, to };
}

function figuresOf(docs: readonly ApiKeyUsageDocument[]): UsageFigures {
  const buckets: number[] = [];
  let requests = 0;
  let errors = 0;
  let credits = 0;
  for (const doc of docs) {
    requests += doc.requests ?? 0;
    errors += doc.failed ?? 0;
    credits += doc.credits ?? 0;
    addBuckets(buckets, doc.latency);
  }
  return { requests, errors, credits, ...latencyQuantiles(buckets) };
}

export function usageView(
  keyId: string | null,
  range: { from: string; to: string },
  docs: readonly ApiKeyUsageDocument[],
): ApiKeyUsageView {
  const byDay = new Map<string, ApiKeyUsageDocument[]>();
  const routes = new Map<string, { requests: number; errors: number }>();
  for (const doc of docs) {
    byDay.set(doc.day, [...(byDay.get(doc.day) ?? []), doc]);
    for (const [field, counts] of Object.entries(doc.routes ?? {})) {
      const route = labelOfField(field);
      const total = routes.get(route) ?? { requests: 0, errors: 0 };
      total.requests += counts.requests ?? 0;
      total.errors += counts.failed ?? 0;
      routes.set(route, total);
    }
  }
  const days: ApiKeyUsageView['days'] = [];
  for (let at = Date.parse(`${range.from}T00:00:00Z`); dayString(at) <= range.to; at += DAY_MS) {
    const day = dayString(at);
    days.push({ day, ...figuresOf(byDay.get(day) ?? []) });
  }
  return {
    keyId,
    ...range,
    totals: figuresOf(docs),
    days,
    routes: [...routes]
      .map(([route, counts]) => ({ route, ...counts }))
      .sort((a, b) => b.requests - a.requests || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0)),
  };
}

/**
 * One key's usage (404 unless it is one of the owner's, revoked ones included), or with a
 * null id all of the owner's keys together. Session only, like the key list (`sessionOwnerOf`).
 */
export async function readApiKeyUsage(
  deps: Pick<GatewayDeps, 'apiKeys' | 'apiKeyUsage'>,
  ownerId: string,
  keyId: string | null,
  query: unknown,
  now = new Date(),
): Promise<ApiKeyUsageView> {
  const range = usageRange(query, now);
  let keyIds: string[];
  if (keyId === null) keyIds = await deps.apiKeys.idsOf(ownerId);
  else {
    const owned = ApiKeyId.safeParse(keyId).success && (await deps.apiKeys.isOwnedBy(ownerId, keyId));
    if (!owned) throw new AppError('NOT_FOUND', KEY_NOT_FOUND);
    keyIds = [keyId];
  }
  await deps.apiKeyUsage.flush(); // what this gateway counted a moment ago is shown too
  return usageView(keyId, range, await deps.apiKeyUsage.repository.between(keyIds, range.from, range.to));
}
