import { describe, expect, it } from 'vitest';
import { NextChunkClaims } from './next-chunk-claims.js';

describe('NextChunkClaims', () => {
  it('hands a claim over once, and not after 10 minutes', () => {
    let now = 0;
    const claims = new NextChunkClaims(() => now);
    claims.add('user', 'upload', 1);
    expect(claims.take('user', 'upload', 1)).toBe(true);
    expect(claims.take('user', 'upload', 1)).toBe(false);
    claims.add('user', 'upload', 2);
    now = 10 * 60_000;
    expect(claims.take('user', 'upload', 2)).toBe(false);
  });

  it('lets a chunk told no wait for the record in flight that takes its claim (chunks sent in parallel)', async () => {
    const claims = new NextChunkClaims();
    const answered = claims.expect('user', 'upload', 3);
    const waiting = claims.takeWhenAnswered('user', 'upload', 3);
    claims.add('user', 'upload', 3);
    answered();
    expect(await waiting).toBe(true);
    // No record in flight (or one that did not get the claim): no.
    expect(await claims.takeWhenAnswered('user', 'upload', 4)).toBe(false);
    // The record answered before the media service said no to the chunk: the claim is here.
    claims.expect('user', 'upload', 6)();
    claims.add('user', 'upload', 6);
    expect(await claims.takeWhenAnswered('user', 'upload', 6)).toBe(true);
    const refused = claims.expect('user', 'upload', 5);
    const notHanded = claims.takeWhenAnswered('user', 'upload', 5);
    refused();
    expect(await notHanded).toBe(false);
    expect(await claims.takeWhenAnswered('user', 'upload', 5)).toBe(false);
  });
});
