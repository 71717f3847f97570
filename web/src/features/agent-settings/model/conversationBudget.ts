import { agentSettings } from '@avatarium/contracts';
import { z } from 'zod';
import { formatCredits } from '../../../shared/model/formatCredits';

const { min, max } = agentSettings.CONVERSATION_BUDGET;

/**
 * The budget dialog's number field: a whole number of credits from 10 to 1,000,000 (the
 * server's rule, issue 30). Digit group separators typed by the owner are accepted.
 */
export const MonthlyCreditsField = z
  .string()
  .trim()
  .min(1, 'Enter a number of credits, or remove the limit.')
  .transform((text) => text.replace(/[\s,_]/g, ''))
  .refine((text) => /^\d+$/.test(text), 'Enter a whole number of credits.')
  .transform(Number)
  .refine((credits) => credits >= min, `The limit must be at least ${min} credits.`)
  .refine((credits) => credits <= max, 'The limit must be at most 1,000,000 credits.');

/** The field's problem, or null when it holds a limit the server accepts. */
export function monthlyCreditsProblem(text: string): string | null {
  const parsed = MonthlyCreditsField.safeParse(text);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Enter a whole number of credits.');
}

/** What the settings row says: "No limit" or "X of Y credits used this month". */
export function budgetHint(budget: { monthlyCredits?: number | null; spentThisMonth: number } | null | undefined): string {
  if (!budget) return 'Monthly limit for visitors';
  if (budget.monthlyCredits === null || budget.monthlyCredits === undefined) return 'No limit';
  return `${budget.spentThisMonth.toLocaleString('en-US')} of ${formatCredits(budget.monthlyCredits)} used this month`;
}
