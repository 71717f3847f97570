import { describe, expect, it } from 'vitest';
import { graphqlReplyClient } from '../../../../../testkit/web/graphql-reply-client';
import { checkCreditBalance } from './checkCreditBalance';

const balance = (value: number) => ({
  data: {
    creditBalance: {
      __typename: 'CreditBalance',
      balance: value,
      hasMinimumBalance: value >= 100,
      minimumRequired: 100,
      plan: 'FREE',
    },
  },
});
const failedCheck = { success: false, balance: 0, hasMinimumBalance: false, minimumRequired: 100 };

describe('checkCreditBalance (creditBalance)', () => {
  it('reads the balance from the server each time, not from the cache', async () => {
    const { client, sent } = graphqlReplyClient({ body: balance(199) }, { body: balance(99) });
    expect(await checkCreditBalance(client)).toEqual({
      success: true,
      balance: 199,
      hasMinimumBalance: true,
      minimumRequired: 100,
      error: null,
    });
    expect(await checkCreditBalance(client)).toMatchObject({ success: true, balance: 99, hasMinimumBalance: false });
    expect(sent.map((request) => request.operationName)).toEqual(['CreationCreditCheck', 'CreationCreditCheck']);
  });

  it("reads signed out (no balance) as 'Unauthorized', as the REST check's 401 did", async () => {
    const { client } = graphqlReplyClient({ body: { data: { creditBalance: null } } });
    expect(await checkCreditBalance(client)).toEqual({ ...failedCheck, error: 'Unauthorized' });
  });

  it("reads any other failure as spec 000 section 8's failed check", async () => {
    const error = {
      errors: [{ message: 'The service is not available', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
      data: null,
    };
    for (const reply of [{ body: error }, { status: 502, body: 'Bad Gateway' }, 'network-down'] as const) {
      const { client } = graphqlReplyClient(reply);
      expect(await checkCreditBalance(client)).toEqual({ ...failedCheck, error: 'Failed to check credit balance' });
    }
  });
});
