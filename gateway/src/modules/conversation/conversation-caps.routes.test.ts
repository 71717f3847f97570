import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({
    TRUST_PROXY: '1',
    CONVERSATION_STARTS_PER_IP_PER_MINUTE: '3',
    CONVERSATION_ANONYMOUS_STARTS_PER_AGENT_PER_MINUTE: '5',
    CONVERSATION_TURNS_PER_IP_PER_MINUTE: '4',
    CONVERSATION_DRAFTS_PER_IP_PER_MINUTE: '6',
  });
  await ensureConversationBackend(stack);
});
afterAll(() => stack.stop());

/** A signed-out visitor's POST /api/conversations from the given client address (behind our one trusted proxy). */
const startFrom = (address: string, agentId: string) =>
  stack.client().post('/api/conversations', { agent_id: agentId }, { 'x-forwarded-for': address });

describe('POST /api/conversations: caps on what strangers start on the owner’s credits', () => {
  it('60 sessions at once from one address: 3 started, the rest 429', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const replies = await Promise.all(Array.from({ length: 60 }, () => startFrom('198.51.100.7', agent.id)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    const limited = replies.filter((reply) => reply.status !== 200);
    expect(limited.every((reply) => reply.status === 429)).toBe(true);
    expect(limited[0]!.data).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited[0]!.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('signed-out sessions on one agent from many addresses: 5 a minute; the owner still starts theirs', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const replies = await Promise.all(Array.from({ length: 20 }, (_, n) => startFrom(`203.0.113.${n + 1}`, agent.id)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(5);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(15);
    const own = await owner.client.post('/api/conversations', { agent_id: agent.id }, { 'x-forwarded-for': '192.0.2.50' });
    expect(own.status, JSON.stringify(own.data)).toBe(200);
  });

  it('turns from one address: 4 a minute over all its sessions, the rest 429', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const sessions = await Promise.all(['192.0.2.70', '192.0.2.70'].map((address) => startFrom(address, agent.id)));
    const send = (session: (typeof sessions)[number], text: string) =>
      stack.client().post(
        `/api/conversations/${session.data.sessionId}/messages`,
        { text },
        {
          'x-forwarded-for': '192.0.2.70',
          'x-conversation-token': session.data.sessionToken,
        },
      );
    const replies = await Promise.all(Array.from({ length: 10 }, (_, n) => send(sessions[n % 2]!, `question ${n}`)));
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(6);
    expect(replies.filter((reply) => reply.status !== 429).every((reply) => reply.status === 200)).toBe(true);
  });

  it('drafts from one address: 6 a minute, the rest 429, and questions still go through', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId);
    const session = await startFrom('192.0.2.80', agent.id);
    const post = (path: string, text: string) =>
      stack
        .client()
        .post(
          `/api/conversations/${session.data.sessionId}/${path}`,
          { text },
          { 'x-forwarded-for': '192.0.2.80', 'x-conversation-token': session.data.sessionToken },
        );
    const drafts = await Promise.all(Array.from({ length: 10 }, (_, n) => post('draft', `What is ${n}`)));
    expect(drafts.filter((reply) => reply.status === 200)).toHaveLength(6);
    expect(drafts.filter((reply) => reply.status === 429)).toHaveLength(4);
    expect((await post('messages', 'What is it?')).status).toBe(200);
  });
});
