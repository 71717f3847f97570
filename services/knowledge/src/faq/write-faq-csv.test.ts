import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, writeFaqCsv } from './write-faq-csv.js';

describe('writeFaqCsv', () => {
  it('prefixes a quote to cells starting with = + - @ tab or carriage return and keeps every other text', () => {
    expect(['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\ry'].map(neutraliseCell)).toEqual([
      "'=1+1",
      "'+cmd",
      "'-2+3",
      "'@SUM(A1)",
      "'\tx",
      "'\ry",
    ]);
    expect(['a = b', ' =x', "'quoted", '', 'Plain, "quoted" text'].map(neutraliseCell)).toEqual([
      'a = b',
      ' =x',
      "'quoted",
      '',
      'Plain, "quoted" text',
    ]);
  });

  it('writes a CSV whose cells read back neutralised, quoting commas, quotes and line breaks', () => {
    const table = [
      ['question', 'answer'],
      ['=HYPERLINK("http://evil.example")', 'Line one\nline two, "quoted"'],
    ];
    expect(Papa.parse<string[]>(writeFaqCsv(table)).data).toEqual([
      ['question', 'answer'],
      ['\'=HYPERLINK("http://evil.example")', 'Line one\nline two, "quoted"'],
    ]);
  });
});
