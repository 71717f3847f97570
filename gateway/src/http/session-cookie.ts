import type { Response } from 'express';

export const SESSION_COOKIE = 'avatarium_session';

/** Reads one cookie from a raw Cookie header (HTTP requests and websocket upgrades alike). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export interface CookieWriter {
  set(token: string, expires: Date): void;
  clear(): void;
}

/** HTTP-only, SameSite=Lax, and Secure in production. */
export function sessionCookieWriter(res: Response, secure: boolean): CookieWriter {
  const base = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/' };
  return {
    set: (token, expires) => res.cookie(SESSION_COOKIE, token, { ...base, expires }),
    clear: () => res.clearCookie(SESSION_COOKIE, base),
  };
}
