import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser, storedAgent } from '../../../../testkit/agent-cards.js';
import { startConversationOn } from '../../../../testkit/conversation/conversation-backend.js';
import { fakeEngines } from '../../../../testkit/conversation/fake-engines.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

// The conversation service with an offline speech engine (its voices speak English only), as
// `npm start` runs it without provider keys.
let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
  const engines = fakeEngines();
  engines.speech.name = 'local:piper-joe';
  await startConversationOn(stack, {}, engines);
});
afterAll(() => stack.stop());

describe('voices offline, language Global (multi)', () => {
  it('POST /api/voice/apply without a language (default multi) applies an offline voice', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { gender: 'feminine', voice_id: 'nova' });
    const applied = await owner.client.post('/api/voice/apply', { code: agent.id, voice_id: 'sage', gender: 'feminine' });
    expect(applied.status, JSON.stringify(applied.data)).toBe(200);
    expect(applied.data).toMatchObject({ success: true, voice_id: 'sage' });
    expect((await storedAgent(stack, agent))?.voice_id).toBe('sage');
    // Still only voices that exist.
    const unknown = await owner.client.post('/api/voice/apply', { code: agent.id, voice_id: 'darth' });
    expect(unknown.status).toBe(400);
  });

  it('GET /api/voice/gallery?language=multi offers the offline voices, and POST /api/voice/preview speaks them', async () => {
    const user = await signedInUser(stack);
    const gallery = await user.client.get('/api/voice/gallery?language=multi');
    expect(gallery.status).toBe(200);
    expect(gallery.data.female.map((voice: { id: string }) => voice.id)).toEqual(['alloy', 'coral', 'nova', 'sage', 'shimmer']);
    expect(gallery.data.male).toHaveLength(6);
    expect(gallery.data.female[0].description).toContain('offline voice');
    const french = await user.client.get('/api/voice/gallery?language=fr');
    expect(french.data).toMatchObject({ female: [], male: [] });
    const preview = await user.client.post('/api/voice/preview', { voice_id: 'echo', language: 'multi' });
    expect(preview.status, JSON.stringify(preview.data)).toBe(200);
  });

  it('PATCH /api/agents/{id} to Global keeps a voice that exists, with no notice', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId, { gender: 'masculine', voice_id: 'onyx' });
    const saved = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { multiLingual: true, gender: 'masculine' },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.agent).toMatchObject({ language: 'multi', voice_id: 'onyx' });
    expect(saved.data.voice_notice).toBeNull();
  });
});
