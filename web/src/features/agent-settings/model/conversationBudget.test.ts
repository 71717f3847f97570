import { describe, expect, it } from 'vitest';
import { budgetHint, MonthlyCreditsField, monthlyCreditsProblem } from './conversationBudget';

describe('the conversation budget field and row', () => {
  it('takes a whole number of credits from 10 to 1,000,000 (group separators allowed)', () => {
    expect(MonthlyCreditsField.parse('500')).toBe(500);
    expect(MonthlyCreditsField.parse(' 1,000,000 ')).toBe(1_000_000);
    expect(MonthlyCreditsField.parse('10')).toBe(10);
    expect(monthlyCreditsProblem('')).toBe('Enter a number of credits, or remove the limit.');
    expect(monthlyCreditsProblem('12.5')).toBe('Enter a whole number of credits.');
    expect(monthlyCreditsProblem('-5')).toBe('Enter a whole number of credits.');
    expect(monthlyCreditsProblem('abc')).toBe('Enter a whole number of credits.');
    expect(monthlyCreditsProblem('9')).toBe('The limit must be at least 10 credits.');
    expect(monthlyCreditsProblem('1000001')).toBe('The limit must be at most 1,000,000 credits.');
    expect(monthlyCreditsProblem('250')).toBeNull();
  });

  it('says "No limit" or how much of the limit this month used', () => {
    expect(budgetHint({ monthlyCredits: null, spentThisMonth: 40 })).toBe('No limit');
    expect(budgetHint({ monthlyCredits: 1500, spentThisMonth: 1234 })).toBe('1,234 of 1,500 credits used this month');
    expect(budgetHint(null)).toBe('Monthly limit for visitors');
  });
});
