import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { conversation } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { endNoticeOf, OUT_OF_CREDITS } from './sessionEndNotice';
import { isSessionGone, startFailureOf } from './startFailure';

const refusal = (code: string, message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('why a conversation could not start', () => {
  it('names each failure by the server’s code', () => {
    expect(startFailureOf(refusal('UNAUTHENTICATED', 'Sign in to talk to this agent'))).toEqual({ kind: 'signInRequired' });
    expect(startFailureOf(refusal('CONFLICT', 'This agent is not ready to talk yet'))).toEqual({
      kind: 'notReady',
      message: 'This agent is not ready to talk yet',
    });
    expect(startFailureOf(refusal('INSUFFICIENT_CREDITS', 'Not enough credits'))).toMatchObject({ kind: 'credits' });
    expect(startFailureOf(refusal('SERVICE_UNAVAILABLE', 'The language model is not available'))).toMatchObject({
      kind: 'unavailable',
      message: 'The language model is not available',
    });
    expect(startFailureOf(refusal('NOT_FOUND', 'Agent not found'))).toMatchObject({ kind: 'notFound' });
    // The owner's monthly budget used is not an outage: its own state, with the server's words.
    expect(startFailureOf(refusal('SERVICE_UNAVAILABLE', conversation.CONVERSATION_BUDGET_USED))).toEqual({
      kind: 'budgetUsed',
      message: 'This agent has used its conversation budget for this month. Please come back later.',
    });
    expect(startFailureOf(new TypeError('Failed to fetch'))).toMatchObject({ kind: 'error', message: /connection/ });
  });

  it('starts a new session when the server no longer knows this one', () => {
    expect(isSessionGone('NOT_FOUND')).toBe(true);
    expect(isSessionGone('FORBIDDEN')).toBe(true);
    expect(isSessionGone('SERVICE_UNAVAILABLE')).toBe(false);
  });
});

describe('why a conversation ended', () => {
  it('tells whoever pays to top up when credits run out', () => {
    expect(endNoticeOf('credits', OUT_OF_CREDITS, true)).toEqual({
      title: 'Out of credits',
      text: OUT_OF_CREDITS,
      topUp: true,
      startAgain: true,
    });
    expect(endNoticeOf('credits', OUT_OF_CREDITS, false)).toMatchObject({ topUp: false, text: /owner is out of credits/ });
  });

  it('shows the server’s words for other endings', () => {
    expect(endNoticeOf('idle', 'The conversation ended after 10 minutes without activity.', true)).toEqual({
      title: 'Conversation ended',
      text: 'The conversation ended after 10 minutes without activity.',
      topUp: false,
      startAgain: true,
    });
  });

  it('says the agent is unavailable when the owner’s monthly budget is used, without Start again or top-up', () => {
    expect(endNoticeOf('budget', conversation.CONVERSATION_BUDGET_USED, false)).toEqual({
      title: 'This agent is unavailable',
      text: 'This agent has used its conversation budget for this month. Please come back later.',
      topUp: false,
      startAgain: false,
    });
  });
});
