import { describe, expect, it } from 'vitest';
import { graphqlReplyClient } from '../../../../../testkit/web/graphql-reply-client';
import { classifyCreationError } from '../model/classifyCreationError';
import { startGeneration } from './startGeneration';

const input = { prompt: 'A calm monk', agentId: 'A12BCD3456', model: 'essence' as const };
const refused = (refusedAt: 'INPUT' | 'START', code: string, message: string) => ({
  body: { data: { createAgent: { ok: false, agentId: null, refusedAt, error: { code, message } } } },
});
const failureOf = async (...replies: Parameters<typeof graphqlReplyClient>) =>
  startGeneration(graphqlReplyClient(...replies).client, input).then(
    () => 'resolved',
    (error: Error) => error.message,
  );

// Each failure reads as POST /api/generate-agent's reply read (`${error}: ${details}`, or the
// error alone), so the creation screen shows the same toast, dialog or redirect as before.
describe('startGeneration (createAgent)', () => {
  it('sends the input to createAgent and answers the new agent id', async () => {
    const { client, sent } = graphqlReplyClient({
      body: { data: { createAgent: { ok: true, agentId: 'A12BCD3456', refusedAt: null, error: null } } },
    });
    expect(await startGeneration(client, input)).toEqual({ agentId: 'A12BCD3456' });
    expect(sent).toMatchObject([{ operationName: 'CreateAgent', variables: { input } }]);
  });

  it("words media's refusal to start as the REST reply did: 'Insufficient credits: …' or 'Failed to generate agent: …'", async () => {
    const credits = await failureOf(refused('START', 'INSUFFICIENT_CREDITS', '100 needed, 49 available'));
    expect(credits).toBe('Insufficient credits: 100 needed, 49 available');
    expect(classifyCreationError(credits)).toEqual({ kind: 'insufficientCredits' });
    const other = await failureOf(refused('START', 'BAD_INPUT', 'The Expression model needs a GPU host'));
    expect(other).toBe('Failed to generate agent: The Expression model needs a GPU host');
    expect(classifyCreationError(other)).toEqual({
      kind: 'toast',
      title: 'Agent Generation Failed',
      description: 'The Expression model needs a GPU host',
    });
  });

  it("shows the input's refusal as it is", async () => {
    const message = 'Enter a prompt, or add an image or a video, to create an agent.';
    expect(await failureOf(refused('INPUT', 'BAD_INPUT', message))).toBe(message);
    expect(await failureOf(refused('INPUT', 'FORBIDDEN', 'Forbidden'))).toBe('Forbidden');
  });

  it('reads signed out as Unauthorized (the sign-in dialog), whether thrown or answered', async () => {
    const thrown = await failureOf({
      body: { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }], data: null },
    });
    expect(thrown).toBe('Unauthorized');
    expect(classifyCreationError(thrown)).toEqual({ kind: 'signIn' });
    expect(await failureOf(refused('INPUT', 'UNAUTHENTICATED', 'Unauthorized'))).toBe('Unauthorized');
  });

  it("reads a server failure as the start failing, and no answer as 'Network error'", async () => {
    // REST answered 'Failed to generate agent' with this as details (generate-agent.routes.test).
    const message = 'The service is not available right now. Please try again.';
    const unavailable = { message, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    expect(await failureOf({ body: { errors: [unavailable], data: null } })).toBe(`Failed to generate agent: ${message}`);
    expect(await failureOf({ status: 502, body: 'Bad Gateway' })).toBe('Failed to generate agent');
    expect(await failureOf('network-down')).toBe('Network error');
  });
});
