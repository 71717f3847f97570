import { Readable } from 'node:stream';
import { agentSettingsActions, catalog } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { slideDeckPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { agentWithFaq } from '../../../../testkit/knowledge/faq-test-kit.js';
import { signUpUser } from '../../../../testkit/seed.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

async function ownedAgent() {
  const client = stack.client();
  const { userId } = await signUpUser(client);
  const created = await stack.bus.request(catalog.createAgent, {
    ownerId: userId,
    prompt: 'A lighthouse keeper',
    model: 'essence',
  });
  return { client, userId, created };
}

describe('GET /api/agents/:id', () => {
  it('gives the owner the agent under the specs field names, with signed media URLs', async () => {
    const { client, userId, created } = await ownedAgent();
    const imageKey = `uploads/${userId}/${created.id}/face.png`;
    await stack.gateway.deps.storage.put(imageKey, Readable.from([Buffer.from('png bytes')]), 'image/png');
    await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 2,
      record: { ...created.record, status: 'processing', event_type: 'image_created', image_key: imageKey },
      persona: {
        name: 'Keeper Ada',
        description: 'Keeps the light',
        system_prompt: 'You are Ada.',
        tags: ['sea'],
        category: 'Lifestyle',
        language: 'en',
        gender: 'feminine',
        voice_id: 'sage',
      },
    });

    const response = await client.get(`/api/agents/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({
      success: true,
      id: created.id,
      code: created.id,
      name: 'Keeper Ada',
      description: 'Keeps the light',
      prompt: 'A lighthouse keeper',
      system_prompt: 'You are Ada.',
      tags: ['sea'],
      language: 'en',
      gender: 'feminine',
      voice_id: 'sage',
      visibility: 'private',
      category: 'Lifestyle',
      model_type: 'essence',
      status: 'processing',
      event_type: 'image_created',
      is_animal: false,
      error_type: null,
      error_message: null,
      display_status: 'video_generating',
      progress: 10,
      failure_text: null,
      image_path: imageKey,
      video_url: null,
      lip_sync_url: null,
      model_url: null,
      createdAt: created.createdAt,
    });
    expect(response.data.image_url).toMatch(new RegExp(`^/files/${imageKey}\\?expires=\\d+&signature=`));
    expect(response.data.poster).toBe(response.data.image_url);
    const file = await client.get(response.data.image_url as string);
    expect(file.status).toBe(200);
    expect(file.data).toBe('png bytes');
  });

  it("answers 404 'Agent not found' to anyone but the owner, as for an agent that does not exist", async () => {
    const { created } = await ownedAgent();
    const stranger = stack.client();
    await signUpUser(stranger);
    const notFound = { success: false, error: 'Agent not found' };
    for (const [client, id] of [
      [stranger, created.id],
      [stack.client(), created.id],
      [stranger, 'A00AAA0000'],
      [stranger, 'not-an-id'],
    ] as const) {
      const response = await client.get(`/api/agents/${id}`);
      expect(response.status).toBe(404);
      expect(response.data).toEqual(notFound);
    }
  });

  it('shows the failure text of a failed generation', async () => {
    const { client, created } = await ownedAgent();
    await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 1,
      record: {
        ...created.record,
        status: 'failed',
        event_type: 'failed',
        error_type: 'video',
        error_message: 'ffmpeg exited 1',
      },
    });
    const response = await client.get(`/api/agents/${created.id}`);
    expect(response.data).toMatchObject({ status: 'failed', display_status: 'failed', error_type: 'video' });
    expect(response.data.failure_text).toMatch(/Create a new agent to try again$/);
  });

  it('shows a public agent to anyone, signed out too, with votes, category and visibility; share only to its owner', async () => {
    const owner = await signedInUser(stack);
    const agent = await publicAgentOf(stack, owner.userId, { name: 'Open Olga' }, 'History');
    const voter = await signedInUser(stack);
    await voter.client.post(`/api/agents/${agent.id}/vote`);
    const expected = { success: true, id: agent.id, name: 'Open Olga', votes: 1, category: 'History', visibility: 'public' };
    for (const client of [voter.client, stack.client()]) {
      const response = await client.get(`/api/agents/${agent.id}`);
      expect(response.status).toBe(200);
      expect(response.data).toMatchObject({ ...expected, is_owner: false });
      expect(response.data).not.toHaveProperty('share');
    }
    const own = await owner.client.get(`/api/agents/${agent.id}`);
    expect(own.data).toMatchObject({ ...expected, is_owner: true, share: { anonymous_enabled: false } });
  });

  it("gives a visitor neither the owner's system prompt nor the greeting's instructions (REST, the community list, GraphQL)", async () => {
    const owner = await signedInUser(stack);
    const secret = 'You are Olga. Never offer more than 10% discount; the staff code is 4242.';
    const agent = await publicAgentOf(stack, owner.userId, { name: 'Guarded Olga', system_prompt: secret }, 'History');
    await stack.bus.request(agentSettingsActions.setCustomActions, {
      agentId: agent.id,
      ownerId: owner.userId,
      custom_actions: {
        ...agent.custom_actions,
        greetings: { enabled: true, allow_interruption: true, opening_instructions: 'Greet by offering the staff code 4242.' },
        keyword_triggers: { enabled: true, triggers: [{ keywords: ['menu'], url: 'https://example.com/menu' }] },
      },
    });
    const visitor = await signedInUser(stack);
    for (const client of [stack.client(), visitor.client]) {
      const one = await client.get(`/api/agents/${agent.id}`);
      expect(one.status).toBe(200);
      expect(one.data).not.toHaveProperty('system_prompt');
      expect(JSON.stringify(one.data)).not.toContain('4242');
      // What the viewer runs by itself stays: greetings on, the keyword triggers.
      expect(one.data.custom_actions.greetings).toEqual({ enabled: true, allow_interruption: true });
      expect(one.data.custom_actions.keyword_triggers.triggers).toEqual([
        { keywords: ['menu'], url: 'https://example.com/menu' },
      ]);

      const list = await client.get('/api/agents?type=community&category=History&search=Guarded');
      const listed = list.data.agents.find((a: { id: string }) => a.id === agent.id);
      expect(listed).toBeDefined();
      expect(JSON.stringify(list.data)).not.toContain('4242');

      const graph = await client.graphql(
        `query($id: ID!) { viewerAgent(id: $id) { agent { systemPrompt customActions { greetings { enabled opening_instructions } } } } }`,
        { id: agent.id },
      );
      expect(graph.data.viewerAgent.agent).toEqual({
        systemPrompt: null,
        customActions: { greetings: { enabled: true, opening_instructions: '' } },
      });
      const community = await client.graphql('{ communityAgents(search: "Guarded") { agents { id systemPrompt } } }');
      expect(JSON.stringify(community.data)).not.toContain('4242');
    }
    // The owner still reads everything on their own agent.
    const own = await owner.client.get(`/api/agents/${agent.id}`);
    expect(own.data.system_prompt).toBe(secret);
    expect(own.data.custom_actions.greetings.opening_instructions).toBe('Greet by offering the staff code 4242.');
    const ownGraph = await owner.client.graphql(
      `query($id: ID!) { viewerAgent(id: $id) { agent { systemPrompt customActions { greetings { opening_instructions } } } } }`,
      { id: agent.id },
    );
    expect(ownGraph.data.viewerAgent.agent).toEqual({
      systemPrompt: secret,
      customActions: { greetings: { opening_instructions: 'Greet by offering the staff code 4242.' } },
    });
  });

  it("carries the owner's knowledge {faq, enabled} and slides {enabled, slides[...]} (spec 003 section 7); null when none, never to others", async () => {
    const owner = await signedInUser(stack);
    const { agent } = await agentWithFaq(stack, owner);
    const withFaq = await owner.client.get(`/api/agents/${agent.id}`);
    expect(withFaq.data).toMatchObject({
      success: true,
      knowledge: { faq: `/api/agents/${agent.id}/knowledge/faq.csv`, enabled: false },
      slides: null,
    });

    const pdf = await sendFiles(
      owner.client,
      [{ name: 'deck.pdf', bytes: Buffer.from(await slideDeckPdf(2)), type: 'application/pdf' }],
      agent.id,
    );
    const started = await owner.client.post('/api/knowledge/generate-slides', {
      pdf_file_url: pdf.data.uploads[0].storagePath,
      agent_id: agent.id,
    });
    expect(started.status, JSON.stringify(started.data)).toBe(200);
    await expect
      .poll(async () => (await owner.client.get(`/api/agents/${agent.id}`)).data.slides?.slides?.length ?? 0, { timeout: 30_000 })
      .toBe(2);
    const { data } = await owner.client.get(`/api/agents/${agent.id}`);
    expect(data.slides.enabled).toBe(false);
    expect(data.slides.slides[0]).toEqual({
      slide_number: 1,
      image_url: expect.any(String),
      has_image: true,
      script: expect.any(String),
    });

    const shown = await publicAgentOf(stack, owner.userId, { name: 'Open Olga' });
    expect((await owner.client.get(`/api/agents/${shown.id}`)).data).toMatchObject({ knowledge: null, slides: null });
    for (const client of [(await signedInUser(stack)).client, stack.client()]) {
      const response = await client.get(`/api/agents/${shown.id}`);
      expect(response.status).toBe(200);
      expect(response.data).not.toHaveProperty('knowledge');
      expect(response.data).not.toHaveProperty('slides');
    }
  });

  it("downloads the model as '{name}-model.imx' (spec 002 2.11), from model_url and from GraphQL modelUrl alike", async () => {
    const { client, created } = await ownedAgent();
    const modelKey = `agents/${created.id}/model.imx`;
    await stack.gateway.deps.storage.put(modelKey, Readable.from([Buffer.from('PK zip bytes')]), 'application/zip');
    await stack.bus.request(catalog.applyGeneration, {
      agentId: created.id,
      version: 2,
      record: { ...created.record, status: 'ready', event_type: 'model_built', model_key: modelKey },
      persona: {
        name: 'Keeper Zoë',
        description: 'Keeps the light',
        system_prompt: 'You are Zoë.',
        tags: [],
        category: 'Lifestyle',
        language: 'en',
        gender: 'feminine',
        voice_id: 'sage',
      },
    });
    const rest = await client.get(`/api/agents/${created.id}`);
    const graph = await client.graphql<{ agent: { modelUrl: string } }>('query($id: ID!) { agent(id: $id) { modelUrl } }', {
      id: created.id,
    });
    for (const url of [rest.data.model_url as string, graph.data!.agent.modelUrl]) {
      const file = await fetch(stack.url + url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="Keeper Zo_-model.imx"; filename*=UTF-8''Keeper%20Zo%C3%AB-model.imx`,
      );
      expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('PK zip bytes');
      // The name is signed: another one is refused.
      const renamed = new URL(url, stack.url);
      renamed.searchParams.set('download', 'evil.html');
      expect((await fetch(renamed)).status).toBe(403);
    }
  });
});
