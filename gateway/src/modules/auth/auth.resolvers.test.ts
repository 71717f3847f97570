import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { TEST_PASSWORD } from '../../../../testkit/seed.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

const SIGN_UP =
  'mutation ($input: CredentialsInput!) { signUp(input: $input) { ok user { id email } error { message code inputErrors { field message } } } }';
const SIGN_IN = 'mutation ($input: CredentialsInput!) { signIn(input: $input) { ok user { id } error { message code } } }';
const ME = '{ me { id email createdAt } }';

describe('GraphQL auth', () => {
  it('signs up, knows me, signs out and in again', async () => {
    const client = stack.client();
    expect((await client.graphql(ME)).data).toEqual({ me: null });
    const signedUp = await client.graphql(SIGN_UP, { input: { email: 'gql@example.com', password: TEST_PASSWORD } });
    expect(signedUp.data.signUp).toMatchObject({ ok: true, user: { email: 'gql@example.com' }, error: null });
    const me = (await client.graphql(ME)).data.me;
    expect(me).toMatchObject({ id: signedUp.data.signUp.user.id, email: 'gql@example.com' });
    expect(new Date(me.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.graphql('mutation { signOut }')).data).toEqual({ signOut: true });
    expect((await client.graphql(ME)).data).toEqual({ me: null });
    const signedIn = await client.graphql(SIGN_IN, { input: { email: 'GQL@example.com', password: TEST_PASSWORD } });
    expect(signedIn.data.signIn).toMatchObject({ ok: true, user: { id: me.id } });
    expect((await client.graphql(ME)).data.me.id).toBe(me.id);
  });

  it('returns expected failures as data with the field that failed', async () => {
    const client = stack.client();
    const result = await client.graphql(SIGN_UP, { input: { email: 'bad', password: 'x' } });
    expect(result.errors).toBeUndefined();
    expect(result.data.signUp).toEqual({
      ok: false,
      user: null,
      error: {
        message: 'Please enter a valid email address.',
        code: 'BAD_INPUT',
        inputErrors: [
          { field: 'email', message: 'Please enter a valid email address.' },
          { field: 'password', message: 'Password must be at least 8 characters.' },
        ],
      },
    });
    const wrong = await client.graphql(SIGN_IN, { input: { email: 'gql@example.com', password: 'not the password' } });
    expect(wrong.data.signIn).toEqual({
      ok: false,
      user: null,
      error: { message: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' },
    });
  });
});
