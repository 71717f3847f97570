import { conversation, slides as slidesContracts } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { ensureConversationBackend } from '../../../../testkit/conversation/conversation-backend.js';
import { holding, startSessionOver } from '../../../../testkit/conversation/conversation-test-kit.js';
import type { FakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { slideDeckPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

// The agent presents its deck in a conversation (spec 002 2.13 slide replies; issue 12).
let stack: TestStack;
let engines: FakeEngines;
const events: Array<{ sessionId: string; event: conversation.ConversationEvent }> = [];

beforeAll(async () => {
  stack = await startStack();
  const fake = await ensureConversationBackend(stack);
  if (!fake) throw new Error('these checks script the model: they need the fake engines');
  engines = fake;
  // The model suggests questions about a slide when asked to; otherwise it says hello.
  engines.chat.script.reply = (request) =>
    request.messages[0]!.content.includes('suggest what a listener could ask')
      ? '1. Who kept the lighthouse then?\n2. How many ships were lost in storms?'
      : 'Hello there.';
  stack.bus.subscribe(conversation.conversationEvent, (payload) => void events.push(payload));
});
afterAll(() => stack.stop());

async function agentWithDeck(pages: number, enabled: boolean) {
  const owner = await signedInUser(stack);
  const agent = await readyAgentOf(stack, owner.userId);
  const sent = await sendFiles(
    owner.client,
    [{ name: 'deck.pdf', bytes: Buffer.from(await slideDeckPdf(pages)), type: 'application/pdf' }],
    agent.id,
  );
  await owner.client.post('/api/knowledge/generate-slides', {
    pdf_file_url: sent.data.uploads[0].storagePath,
    agent_id: agent.id,
  });
  await expect
    .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/slides`)).data.state?.status, { timeout: 30_000 })
    .toBe('ready');
  const { data } = await owner.client.get(`/api/agents/${agent.id}/slides`);
  const list = data.slides.slides.map((slide: slidesContracts.Slide) => ({
    slide_number: slide.slide_number,
    script: slide.script,
  }));
  await owner.client.request('PATCH', `/api/agents/${agent.id}`, { json: { slides: { enabled, slides: list } } });
  return { owner, agent };
}

async function conversationWith(owner: Awaited<ReturnType<typeof agentWithDeck>>['owner'], agentId: string) {
  const session = await startSessionOver(owner.client, agentId);
  return async (text: string) => {
    const sent = await owner.client.post(
      `/api/conversations/${session.sessionId}/messages`,
      { text },
      holding(session.sessionToken),
    );
    expect(sent.status).toBe(200);
    const ofTurn = () =>
      events.filter((e) => e.sessionId === session.sessionId && 'turnId' in e.event && e.event.turnId === sent.data.turnId);
    await expect.poll(() => ofTurn().some((e) => e.event.type === 'turn.done'), { timeout: 20_000 }).toBe(true);
    const rich = ofTurn().find((e) => e.event.type === 'turn.rich')?.event as
      Extract<conversation.ConversationEvent, { type: 'turn.rich' }> | undefined;
    const audio = ofTurn()
      .filter((e) => e.event.type === 'turn.audio')
      .map((e) => (e.event as { text: string }).text);
    return { reply: rich?.reply, spoken: audio.join(' ') };
  };
}

describe('presenting slides in a conversation', () => {
  it('shows slide 1 with its image, speaks its script, offers the next questions, and follows next / back / slide N', async () => {
    const { owner, agent } = await agentWithDeck(4, true);
    const ask = await conversationWith(owner, agent.id);

    const first = await ask('Please present the slides');
    expect(first.reply).toMatchObject({
      kind: 'slide',
      slide_number: 1,
      slide_count: 4,
      response: 'Chapter 1. The harbour in year 1810. Ships, keepers and storms.',
      question_1: 'Next slide',
      question_2: 'Who kept the lighthouse then?',
      question_3: 'How many ships were lost in storms?',
    });
    expect(first.spoken).toBe('Chapter 1. The harbour in year 1810. Ships, keepers and storms.');
    const image = await fetch(stack.url + (first.reply as { image_url: string }).image_url);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);

    expect((await ask('Next slide')).reply).toMatchObject({ slide_number: 2, response: expect.stringContaining('Chapter 2') });
    expect((await ask('go back')).reply).toMatchObject({ slide_number: 1 });
    const last = await ask('Show me slide 4');
    expect(last.reply).toMatchObject({ slide_number: 4, question_1: 'Start the presentation again' });
    expect((await ask('Next slide')).reply).toMatchObject({ slide_number: 4 }); // the last stays
    // Anything else is a normal answer from the model.
    const chat = await ask('Who are you?');
    expect([chat.reply, chat.spoken]).toEqual([undefined, 'Hello there.']);
  });

  it('does not present when slides are off or absent', async () => {
    const { owner, agent } = await agentWithDeck(2, false);
    const ask = await conversationWith(owner, agent.id);
    expect((await ask('Present the slides')).reply).toBeUndefined();
    const bare = await readyAgentOf(stack, owner.userId);
    const askBare = await conversationWith(owner, bare.id);
    expect((await askBare('Next slide')).spoken).toBe('Hello there.');
  });
});
