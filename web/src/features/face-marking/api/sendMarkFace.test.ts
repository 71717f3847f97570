import { describe, expect, it } from 'vitest';
import { graphqlReplyClient } from '../../../../../testkit/web/graphql-reply-client';
import { sendMarkFace } from './sendMarkFace';

const box = { x: 100, y: 80, width: 200, height: 220, imageWidth: 1024, imageHeight: 768 };
const answered = (ok: boolean, message?: string) => ({
  body: { data: { markFace: { ok, error: message ? { message } : null } } },
});
const failureOf = (...replies: Parameters<typeof graphqlReplyClient>) =>
  sendMarkFace(graphqlReplyClient(...replies).client, 'A12BCD3456', box);

// The texts the 'Failed to Continue' toast shows are the ones POST /api/continue-generation gave.
describe('sendMarkFace (markFace)', () => {
  it('sends the box, or none, and answers null when the generation resumed', async () => {
    const { client, sent } = graphqlReplyClient(answered(true));
    expect(await sendMarkFace(client, 'A12BCD3456', box)).toBeNull();
    expect(await sendMarkFace(client, 'A12BCD3456', null)).toBeNull();
    expect(sent).toMatchObject([
      { operationName: 'MarkFace', variables: { input: { agentId: 'A12BCD3456', face: box } } },
      { operationName: 'MarkFace', variables: { input: { agentId: 'A12BCD3456', face: null } } },
    ]);
  });

  it("answers the refusal's text", async () => {
    expect(await failureOf(answered(false, 'This agent is not waiting for face points.'))).toBe(
      'This agent is not waiting for face points.',
    );
    expect(await failureOf(answered(false, 'The face box must be larger than 2% of the image.'))).toBe(
      'The face box must be larger than 2% of the image.',
    );
  });

  it("answers a thrown error's text (signed out: 'Unauthorized'), and '' when the server gave none", async () => {
    const signedOut = { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }], data: null };
    expect(await failureOf({ body: signedOut })).toBe('Unauthorized');
    expect(await failureOf({ status: 502, body: 'Bad Gateway' })).toBe('');
    expect(await failureOf('network-down')).toBe('');
  });
});
