import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(4_194_304)).toBe('4 MB');
    expect(formatFileSize(3_670_016)).toBe('3.5 MB');
    expect(formatFileSize(1024 ** 3 * 1.25)).toBe('1.25 GB');
  });

  it('stays in GB above a terabyte and rounds to two decimals', () => {
    expect(formatFileSize(1024 ** 4)).toBe('1024 GB');
    expect(formatFileSize(1_234_567)).toBe('1.18 MB');
  });
});
