import { describe, expect, it } from 'vitest';
import { isCsvName } from './faqFile';

describe('FAQ file names', () => {
  it('takes names ending in .csv, any case, and nothing else', () => {
    expect(isCsvName('faq.csv')).toBe(true);
    expect(isCsvName('FAQ.CSV ')).toBe(true);
    expect(isCsvName('faq.csv.pdf')).toBe(false);
    expect(isCsvName('faq.txt')).toBe(false);
  });
});
