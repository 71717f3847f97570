import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { faqLeafletPdf, slideDeckPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { fakeChatCompletions } from '../../../../testkit/providers/fake-chat-completions.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

// With an OpenAI-format model configured (LLM_PROVIDER openai), the knowledge service asks it
// to write the FAQ pairs and slide scripts; a local server speaks that API here.
let stack: TestStack;
let llm: Awaited<ReturnType<typeof fakeChatCompletions>>;
let failScripts = false;

beforeAll(async () => {
  llm = await fakeChatCompletions((messages) => {
    const [system, user] = [messages[0]!.content, messages[1]!.content];
    if (system.includes('FAQ entries')) {
      // Answers from the text it was given, as the instructions ask.
      const open = /Every day from 9 to 17,?\s*except on Mondays\./.test(user);
      return JSON.stringify({
        pairs: open ? [{ question: 'On which days can I visit?', answer: 'Every day except Mondays, from 9 to 17.' }] : [],
      });
    }
    if (failScripts) return 'not json';
    const title = /Chapter \d+/.exec(user)?.[0] ?? 'This slide';
    return JSON.stringify({ script: `${title} begins here, as written by the model.` });
  });
  stack = await startStack({
    LLM_PROVIDER: 'openai',
    LLM_BASE_URL: `${llm.url}/v1`,
    LLM_MODEL: 'gpt-test',
    OPENAI_API_KEY: 'sk-test',
  });
});
afterAll(async () => {
  await stack.stop();
  await llm.close();
});

async function upload(client: Parameters<typeof sendFiles>[0], agentId: string, name: string, bytes: Uint8Array) {
  const sent = await sendFiles(client, [{ name, bytes: Buffer.from(bytes), type: 'application/pdf' }], agentId);
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  return sent.data.uploads[0].storagePath as string;
}

describe('knowledge written by a configured language model', () => {
  it("writes the FAQ pairs from a PDF's text, with the model and key configured", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const pdf = await upload(owner.client, agent.id, 'leaflet.pdf', await faqLeafletPdf());
    const before = llm.requests.length;
    const started = await owner.client.post('/api/knowledge/generate-faq-from-pdf', { pdf_file_url: pdf, agent_id: agent.id });
    expect(started.status, JSON.stringify(started.data)).toBe(200);
    await expect
      .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.state?.status, { timeout: 30_000 })
      .toBe('uploaded');
    const { data } = await owner.client.get(`/api/agents/${agent.id}/knowledge`);
    expect(data.state.preview.rows).toEqual([['On which days can I visit?', 'Every day except Mondays, from 9 to 17.']]);
    const asked = llm.requests.slice(before);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.model).toBe('gpt-test');
    expect(asked[0]!.messages[1]!.content).toContain('How much is a ticket?');
  });

  it('writes each slide script, and falls back to the slide text when the model answers nonsense', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const generate = async () => {
      const pdf = await upload(owner.client, agent.id, 'deck.pdf', await slideDeckPdf(3));
      await owner.client.post('/api/knowledge/generate-slides', { pdf_file_url: pdf, agent_id: agent.id });
      await expect
        .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/slides`)).data.state?.status, { timeout: 30_000 })
        .toBe('ready');
      const { data } = await owner.client.get(`/api/agents/${agent.id}/slides`);
      return data.slides.slides.map((slide: { script: string }) => slide.script);
    };
    expect(await generate()).toEqual([
      'Chapter 1 begins here, as written by the model.',
      'Chapter 2 begins here, as written by the model.',
      '', // a page without text has nothing to say: the model is not asked
    ]);
    failScripts = true;
    const fallback = await generate();
    failScripts = false;
    expect(fallback[0]).toBe('Chapter 1. The harbour in year 1810. Ships, keepers and storms.');
  });
});
