import { AgentId, analytics } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import { invalidInput } from '../shared/refusal.js';

/** An input parsed by its schema; a failure is BAD_INPUT naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

/** A malformed agent id is refused as someone else's would be: nothing to probe ids with. */
export function ownedAgentId(value: unknown): string {
  const agentId = AgentId.safeParse(value);
  if (!agentId.success) throw new AppError('FORBIDDEN', analytics.NOT_YOUR_ANALYTICS);
  return agentId.data;
}

const fromNotAfterTo = (range: { from?: string | null; to?: string | null }) =>
  !range.from || !range.to || range.from <= range.to;

/** What every analytics read names: the agent (checked apart, see ownedAgentId) and the zone. */
const Base = { agentId: z.unknown(), timeZone: analytics.AnalyticsTimeZone };

export const RangeInput = z
  .object({ ...Base, from: analytics.AnalyticsDay.nullish(), to: analytics.AnalyticsDay.nullish() })
  .refine(fromNotAfterTo, { message: analytics.FROM_AFTER_TO });
export type RangeInput = z.output<typeof RangeInput>;

export const DayInput = z.object({ ...Base, day: analytics.AnalyticsDay });
export type DayInput = z.output<typeof DayInput>;

export const ExportInput = z
  .object({
    ...Base,
    from: analytics.AnalyticsDay.nullish(),
    to: analytics.AnalyticsDay.nullish(),
    format: z.enum(['json', 'csv']),
  })
  .refine(fromNotAfterTo, { message: analytics.FROM_AFTER_TO });
export type ExportInput = z.output<typeof ExportInput>;

/** REST query names → the use cases' names (tz defaults to UTC, format to json). */
export const restRange = (query: Record<string, unknown>) => ({
  agentId: query.agent_id,
  timeZone: query.tz ?? 'UTC',
  from: query.from,
  to: query.to,
});
export const restDay = (query: Record<string, unknown>) => ({
  agentId: query.agent_id,
  timeZone: query.tz ?? 'UTC',
  day: query.day,
});
export const restExport = (query: Record<string, unknown>) => ({ ...restRange(query), format: query.format ?? 'json' });
