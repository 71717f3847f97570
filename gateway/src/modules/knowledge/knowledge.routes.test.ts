import { conversation } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
let engines: FakeEngines;
const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];

beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks read the prompt the model is given: they need the fake engines');
  engines = fake;
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(() => stack.stop());

// A BOM, a header, quoted commas, doubled quotes and a line break inside quotes.
const FAQ = [
  '\uFEFFQuestion,Answer',
  'When is the museum open?,"Every day from 9 to 17, except Mondays."',
  'How much is a ticket?,"Adults pay 12 euros; children under 12 enter free."',
  '"Is there a ""family"" ticket?","Yes: two adults and up to three children, 30 euros."',
  'Can I bring my dog?,"Only assistance dogs are allowed inside.\nOther dogs may wait in the garden."',
  'Where do I park?,The car park behind the lighthouse is free for visitors.',
  'Is the tower accessible?,A lift reaches the first gallery; the lantern room has stairs only.',
].join('\r\n');

async function uploadCsv(client: TestClient, agentId: string, text: string, name = 'faq.csv') {
  const sent = await sendFiles(client, [{ name, bytes: Buffer.from(text, 'utf8'), type: 'text/csv' }], agentId);
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  return sent.data.uploads[0].storagePath as string;
}

async function agentWithFaq(owner: { client: TestClient; userId: string }, text = FAQ) {
  const agent = await readyAgentOf(stack, owner.userId, { name: 'Keeper Isla' });
  const path = await uploadCsv(owner.client, agent.id, text);
  const saved = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
    json: { knowledge: { faq: path, enabled: false } },
  });
  expect(saved.status, JSON.stringify(saved.data)).toBe(200);
  return { agent, saved };
}

const waitReady = (client: TestClient, agentId: string) =>
  expect
    .poll(async () => (await client.get(`/api/agents/${agentId}/knowledge`)).data.state.status, { timeout: 15_000 })
    .toBe('ready');

describe('FAQ knowledge (CSV)', () => {
  it('keeps an uploaded CSV as the FAQ: preview of 5 rows, the count, RAG off, download as sent', async () => {
    const owner = await signedInUser(stack);
    const { agent, saved } = await agentWithFaq(owner);
    expect(saved.data.knowledge).toEqual({ faq: `/api/agents/${agent.id}/knowledge/faq.csv`, enabled: false });
    expect(saved.data.state.preview.headers).toEqual(['Question', 'Answer']);
    expect(saved.data.state.preview.total).toBe(6);
    expect(saved.data.state.preview.rows).toHaveLength(5);
    expect(saved.data.state.preview.rows[2]).toEqual([
      'Is there a "family" ticket?',
      'Yes: two adults and up to three children, 30 euros.',
    ]);
    expect(saved.data.state.preview.rows[3][1]).toBe(
      'Only assistance dogs are allowed inside.\nOther dogs may wait in the garden.',
    );

    const read = await owner.client.get(`/api/agents/${agent.id}/knowledge`);
    expect(read.data.knowledge).toEqual({ faq: `/api/agents/${agent.id}/knowledge/faq.csv`, enabled: false });
    const file = await owner.client.request('GET', `/api/agents/${agent.id}/knowledge/faq.csv`);
    expect(file.status).toBe(200);
    expect(String(file.data)).toContain('Is there a ""family"" ticket?');

    const stranger = await signedInUser(stack);
    expect((await stranger.client.get(`/api/agents/${agent.id}/knowledge`)).status).toBe(404);
    expect((await stranger.client.request('GET', `/api/agents/${agent.id}/knowledge/faq.csv`)).status).toBe(404);
    expect((await stack.client().get(`/api/agents/${agent.id}/knowledge`)).status).toBe(401);
    const noFaq = await readyAgentOf(stack, owner.userId);
    expect((await owner.client.get(`/api/agents/${noFaq.id}/knowledge`)).status).toBe(404);
  });

  it("refuses what is not a FAQ: another user's upload, not a .csv, a CSV without answers, RAG without a CSV", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const other = await signedInUser(stack);
    const theirs = await uploadCsv(other.client, agent.id, FAQ);
    const stolen = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { knowledge: { faq: theirs, enabled: false } },
    });
    expect(stolen.status).toBe(403);
    const oneColumn = await uploadCsv(owner.client, agent.id, 'Question\nWhere is it?\n');
    const refused = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { knowledge: { faq: oneColumn, enabled: false } },
    });
    expect([refused.status, refused.data.error]).toEqual([400, 'The CSV needs two columns: a question and its answer.']);
    const noRag = await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    expect([noRag.status, noRag.data.error]).toEqual([400, 'No CSV File']);
    const intruder = await other.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    expect(intruder.status).toBe(404);
  });

  it('reads 10,000 rows and answers from them once RAG is on', async () => {
    const owner = await signedInUser(stack);
    const rows = Array.from({ length: 10_000 }, (_, i) => `"What is item ${i} called?","Item ${i} is called widget-${i}."`);
    const { agent, saved } = await agentWithFaq(owner, ['question,answer', ...rows].join('\n'));
    expect(saved.data.state.preview.total).toBe(10_000);
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    await waitReady(owner.client, agent.id);
  });
});

describe('answering from the FAQ (RAG)', () => {
  it('answers from the rows that match, with their source; says it does not know otherwise and records the question', async () => {
    const owner = await signedInUser(stack);
    const { agent } = await agentWithFaq(owner);
    const on = await owner.client.post('/api/knowledge/generate-vector-db', {
      agent_id: agent.id,
      csv_file_url: `/api/agents/${agent.id}/knowledge/faq.csv`,
    });
    expect(on.status, JSON.stringify(on.data)).toBe(200);
    await waitReady(owner.client, agent.id);
    expect((await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.knowledge.enabled).toBe(true);

    const session = await startSessionOver(owner.client, agent.id);
    const ask = async (text: string) => {
      const before = engines.chat.requests.length;
      const sent = await owner.client.post(
        `/api/conversations/${session.sessionId}/messages`,
        { text },
        holding(session.sessionToken),
      );
      expect(sent.status).toBe(200);
      let done: { sources: Array<{ row: number; question: string }> } | undefined;
      await expect
        .poll(
          () => {
            const found = events.find(
              (e) => e.sessionId === session.sessionId && e.event.type === 'turn.done' && e.event.turnId === sent.data.turnId,
            );
            done = found?.event as typeof done;
            return Boolean(found);
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      const system = engines.chat.requests[before]!.messages[0]!.content;
      return { sources: done!.sources, system };
    };

    const price = await ask('How much does a ticket cost for adults?');
    expect(price.sources[0]).toEqual({ row: 2, question: 'How much is a ticket?' });
    expect(price.system).toContain('Adults pay 12 euros; children under 12 enter free.');

    const unknown = await ask('Do you sell vegan ice cream in summer?');
    expect(unknown.sources).toEqual([]);
    expect(unknown.system).toContain('Do not guess');
    await expect
      .poll(async () =>
        (await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.state.unanswered.map(
          (u: { question: string }) => u.question,
        ),
      )
      .toEqual(['Do you sell vegan ice cream in summer?']);

    // RAG off: the agent answers without its FAQ (no note, no sources).
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: false });
    const off = await ask('How much is a ticket?');
    expect(off.sources).toEqual([]);
    expect(off.system).not.toContain('FAQ');
  });
});
