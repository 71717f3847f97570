import { describe, expect, it } from 'vitest';
import { RepeatedWarnings } from './repeated-warnings.js';

describe('repeated warnings', () => {
  it('logs the first of a reason, then once a window with the count left out', () => {
    let now = 0;
    const warnings = new RepeatedWarnings(60_000, () => now);
    expect(warnings.take('knowledge.faq.search')).toEqual({ log: true, skipped: 0 });
    now = 1_000;
    expect(warnings.take('knowledge.faq.search')).toEqual({ log: false, skipped: 0 });
    expect(warnings.take('knowledge.faq.search')).toEqual({ log: false, skipped: 0 });
    expect(warnings.take('catalog.agent.get')).toEqual({ log: true, skipped: 0 });
    now = 61_000;
    expect(warnings.take('knowledge.faq.search')).toEqual({ log: true, skipped: 2 });
  });

  it('remembers a bounded number of reasons', () => {
    const warnings = new RepeatedWarnings(60_000, () => 0, 2);
    warnings.take('a');
    warnings.take('b');
    warnings.take('c');
    expect(warnings.take('a').log).toBe(true);
    expect(warnings.take('c').log).toBe(false);
  });
});
