import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { categoryFailureText, changeAgentCategory } from './categoryChange';

const reply = (bodyText: string, status: number, statusText: string) => ({
  response: new Response(bodyText, { status, statusText }),
  bodyText,
});
const rejecting = (error: unknown) => () => Promise.reject(error);

describe('the Change Category dialog (spec 002 sections 5 and 8)', () => {
  it('answers the category the server now holds', async () => {
    expect(await changeAgentCategory(async () => ({ ok: true, agent: { category: 'History' } }), 'History')).toEqual({
      ok: true,
      category: 'History',
    });
  });

  it("shows 'Error' with the server's error text when it refuses", async () => {
    const refused = await changeAgentCategory(
      async () => ({ ok: false, error: { message: 'You do not own this agent' } }),
      'History',
    );
    expect(refused).toEqual({ ok: false, failure: { title: 'Error', description: 'You do not own this agent' } });
    const graphqlError = new CombinedGraphQLErrors({ errors: [{ message: 'Agent not found' }] });
    expect(await changeAgentCategory(rejecting(graphqlError), 'History')).toEqual({
      ok: false,
      failure: { title: 'Error', description: 'Agent not found' },
    });
  });

  it("falls back to 'Server error: {status} {statusText}' for a JSON answer without text", async () => {
    const error = new ServerError('Response not successful', reply('{}', 503, 'Service Unavailable'));
    expect(await changeAgentCategory(rejecting(error), 'History')).toEqual({
      ok: false,
      failure: { title: 'Error', description: 'Server error: 503 Service Unavailable' },
    });
    const withText = new ServerError('Response not successful', reply('{"error":"Too many requests"}', 429, 'Too Many Requests'));
    expect(categoryFailureText(withText)).toBe('Too many requests');
  });

  it('says the server returned an error page when the answer is not JSON', () => {
    const page = '<html><body>502 Bad Gateway</body></html>';
    expect(categoryFailureText(new ServerError('Response not successful', reply(page, 502, 'Bad Gateway')))).toBe(
      'Server returned an error page instead of JSON response',
    );
    expect(categoryFailureText(new ServerParseError(new SyntaxError('Unexpected token <'), reply(page, 200, 'OK')))).toBe(
      'Server returned an error page instead of JSON response',
    );
  });

  it("says 'Failed to update category' otherwise", async () => {
    expect(await changeAgentCategory(rejecting(new TypeError('Failed to fetch')), 'History')).toEqual({
      ok: false,
      failure: { title: 'Error', description: 'Failed to update category' },
    });
    expect(await changeAgentCategory(async () => ({ ok: false, error: null }), 'History')).toMatchObject({
      failure: { description: 'Failed to update category' },
    });
    expect(await changeAgentCategory(async () => undefined, 'History')).toMatchObject({
      failure: { description: 'Failed to update category' },
    });
  });
});
