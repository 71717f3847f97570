import type { PlanType } from '@avatarium/contracts';
import { monthlyCreditsOf } from '../plans/plan-catalogue.js';

/** The same day next month, clamped to the month's last day (Jan 31 -> Feb 28/29). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export interface Credits {
  plan: PlanType;
  included: number;
  additional: number;
  used: number;
}

/**
 * The new cycle after a period ends: plan credits reset, top-up credits roll over. Usage is
 * taken from the plan's credits first, so only what went beyond them consumed top-ups.
 */
export function nextCycle(current: Credits & { pendingPlan: PlanType | null }): Credits {
  const plan = current.pendingPlan ?? current.plan;
  const spentTopUps = Math.max(0, current.used - current.included);
  return { plan, included: monthlyCreditsOf(plan), additional: Math.max(0, current.additional - spentTopUps), used: 0 };
}

/** The period containing `now`, stepping month by month from `periodStart`. */
export function periodAt(periodStart: Date, now: Date): { start: Date; end: Date } {
  let start = periodStart;
  let end = addMonth(start);
  while (end.getTime() <= now.getTime()) {
    start = end;
    end = addMonth(start);
  }
  return { start, end };
}

/** Share of the period still ahead at `now` (0..1): what an upgrade mid-cycle is prorated by. */
export function remainingShare(period: { start: Date; end: Date }, now: Date): number {
  const total = period.end.getTime() - period.start.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (period.end.getTime() - now.getTime()) / total));
}
