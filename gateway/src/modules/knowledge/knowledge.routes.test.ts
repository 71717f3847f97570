import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import {
  agentWithFaq as agentWithFaqOf,
  conversationProbe,
  MUSEUM_FAQ as FAQ,
  uploadCsv,
  waitKnowledgeReady as waitReady,
  type Owner,
} from '../../../../testkit/knowledge/faq-test-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
let probe: ReturnType<typeof conversationProbe>;

beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks read the prompt the model is given: they need the fake engines');
  probe = conversationProbe(stack, fake);
});
afterAll(() => stack.stop());

const agentWithFaq = (owner: Owner, text?: string) => agentWithFaqOf(stack, owner, text);

describe('FAQ knowledge (CSV)', () => {
  it('keeps an uploaded CSV as the FAQ: preview of 5 rows, the count, RAG off, download as sent', async () => {
    const owner = await signedInUser(stack);
    const { agent, saved } = await agentWithFaq(owner);
    expect(saved.data.knowledge).toEqual({ faq: `/api/agents/${agent.id}/knowledge/faq.csv`, enabled: false });
    expect(saved.data.state.preview.headers).toEqual(['Question', 'Answer']);
    expect(saved.data.state.preview.totalRows).toBe(6);
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

  it('GET /api/agents/{id}/knowledge/faq.csv neutralises cells a spreadsheet would run as formulas; the FAQ keeps the text', async () => {
    const owner = await signedInUser(stack);
    const formulas = [
      'Question,Answer',
      'Where is the shop?,"=HYPERLINK(""http://evil.example"",""Click"")"',
      "How do I pay?,+cmd|' /C calc'!A0",
      "What is the total?,@SUM(1+1)*cmd|' /C calc'!A0",
      '-2+3,The answer',
      '"\tTabbed question","\rReturned answer"',
      'Plain question?,"Plain answer, with a - inside"',
    ].join('\n');
    const { agent, saved } = await agentWithFaq(owner, formulas);
    expect(saved.data.state.preview.rows[0]).toEqual(['Where is the shop?', '=HYPERLINK("http://evil.example","Click")']);
    const file = await owner.client.request('GET', `/api/agents/${agent.id}/knowledge/faq.csv`);
    expect(file.status).toBe(200);
    const cells = (Papa.parse<string[]>(String(file.data), { skipEmptyLines: true }).data as string[][]).slice(1);
    expect(cells).toEqual([
      ['Where is the shop?', '\'=HYPERLINK("http://evil.example","Click")'],
      ['How do I pay?', "'+cmd|' /C calc'!A0"],
      ['What is the total?', "'@SUM(1+1)*cmd|' /C calc'!A0"],
      ["'-2+3", 'The answer'],
      ["'\tTabbed question", "'\rReturned answer"],
      ['Plain question?', 'Plain answer, with a - inside'],
    ]);
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
    expect(saved.data.state.preview.totalRows).toBe(10_000);
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

    const ask = await probe(owner.client, agent.id);

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
