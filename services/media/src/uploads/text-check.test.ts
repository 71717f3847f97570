import { describe, expect, it } from 'vitest';
import { textCheck } from './text-check.js';

function accepts(chunks: Buffer[]): boolean {
  const check = textCheck(() => new Error('refused'));
  try {
    for (const chunk of chunks) check.chunk(chunk);
    check.end();
    return true;
  } catch {
    return false;
  }
}

/** Every way of cutting the bytes into two and three chunks. */
function splits(bytes: Buffer): Buffer[][] {
  const out: Buffer[][] = [[bytes]];
  for (let i = 0; i <= bytes.length; i++) {
    out.push([bytes.subarray(0, i), bytes.subarray(i)]);
    for (let j = i; j <= bytes.length; j++) out.push([bytes.subarray(0, i), bytes.subarray(i, j), bytes.subarray(j)]);
  }
  return out;
}

describe('textCheck', () => {
  it('accepts UTF-8 text however it is split into chunks', () => {
    const text = Buffer.from('name,city\nZoë,Kraków\n€,😀\n');
    for (const chunks of splits(text)) expect(accepts(chunks)).toBe(true);
  });

  it('refuses NULs, invalid bytes and a character cut off at the end', () => {
    expect(accepts([Buffer.from('a,b\0\n')])).toBe(false);
    for (const chunks of splits(Buffer.from([0x61, 0xff, 0x62]))) expect(accepts(chunks)).toBe(false);
    for (const chunks of splits(Buffer.from([0x61, 0xe2, 0x28, 0xa1]))) expect(accepts(chunks)).toBe(false);
    expect(accepts([Buffer.from('ok'), Buffer.from([0xf0, 0x9f, 0x98])])).toBe(false);
  });
});
