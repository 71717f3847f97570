import { randomBytes } from 'node:crypto';

export interface BenchUser {
  userId: string;
  /** `avatarium_session=...`, for a `cookie` header (HTTP and graphql-ws alike). */
  cookie: string;
}

/** The `name=value` of the session cookie among the Set-Cookie lines, if there is one. */
export function sessionCookie(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('avatarium_session='));
}

/**
 * A fresh user through POST /api/auth/signup (Free plan: 199 credits). Benchmarks share one
 * user across connections: each sign-up spends real time in password hashing.
 */
export async function signUp(url: string): Promise<BenchUser> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct horse battery staple',
    }),
  });
  const body = (await response.json()) as { userId?: string };
  const cookie = sessionCookie(response.headers);
  if (response.status !== 201 || !body.userId || !cookie)
    throw new Error(`sign-up failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return { userId: body.userId, cookie };
}
