import type { ApolloClient } from '@apollo/client';
import { MINIMUM_BALANCE_FOR_CREATION } from '@avatarium/contracts';
import type { CreditCheck } from '../model/creationTypes';
import { CreationCreditCheckQuery } from '../graphql/creationCreditCheckQuery';

const FAILED: CreditCheck = {
  success: false,
  balance: 0,
  hasMinimumBalance: false,
  minimumRequired: MINIMUM_BALANCE_FOR_CREATION,
  error: 'Failed to check credit balance',
};

/**
 * The balance from the server (not the cache: the header's may lag a debit); signed out (no
 * balance) reads 'Unauthorized' and any other failure spec 000 section 8's failed check.
 */
export async function checkCreditBalance(client: ApolloClient): Promise<CreditCheck> {
  try {
    const { data } = await client.query({ query: CreationCreditCheckQuery, fetchPolicy: 'network-only' });
    const balance = data?.creditBalance;
    if (!balance) return { ...FAILED, error: 'Unauthorized' };
    return {
      success: true,
      balance: balance.balance,
      hasMinimumBalance: balance.hasMinimumBalance,
      minimumRequired: balance.minimumRequired,
      error: null,
    };
  } catch {
    return FAILED;
  }
}
