import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { readCookie, SESSION_COOKIE, sessionCookieWriter } from './session-cookie.js';

function recordingResponse() {
  const calls: Array<{ kind: string; name: string; value?: string; options: Record<string, unknown> }> = [];
  const res = {
    cookie: (name: string, value: string, options: Record<string, unknown>) => calls.push({ kind: 'set', name, value, options }),
    clearCookie: (name: string, options: Record<string, unknown>) => calls.push({ kind: 'clear', name, options }),
  } as unknown as Response;
  return { res, calls };
}

describe('the session cookie', () => {
  it('is HTTP-only, SameSite=Lax, and Secure in production', () => {
    const { res, calls } = recordingResponse();
    const expires = new Date(Date.now() + 1000);
    sessionCookieWriter(res, true).set('token', expires);
    sessionCookieWriter(res, true).clear();
    expect(calls[0]).toEqual({
      kind: 'set',
      name: SESSION_COOKIE,
      value: 'token',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/', expires },
    });
    expect(calls[1]).toMatchObject({ kind: 'clear', options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/' } });
  });

  it('is read from a Cookie header among others, and a broken value is ignored', () => {
    expect(readCookie(`a=1; ${SESSION_COOKIE}=abc%3D; b=2`, SESSION_COOKIE)).toBe('abc=');
    expect(readCookie(`${SESSION_COOKIE}=%E0%A4%A`, SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(undefined, SESSION_COOKIE)).toBeUndefined();
  });
});
