import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestClient } from './http-client.js';

export const TEST_PASSWORD = 'correct horse battery';

/** Signs a fresh user up through the REST facade; the client keeps the session cookie. */
export async function signUpUser(client: TestClient, email = `user-${randomBytes(5).toString('hex')}@example.com`) {
  const response = await client.post('/api/auth/signup', { email, password: TEST_PASSWORD });
  expect(response.status, JSON.stringify(response.data)).toBe(201);
  return { email, password: TEST_PASSWORD, userId: response.data.userId as string };
}
