import { slides as slidesContracts } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { slideDeckPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

let stack: TestStack;
const events: Array<{ ownerId: string; state: slidesContracts.SlidesState }> = [];
beforeAll(async () => {
  stack = await startStack();
  stack.bus.subscribe(slidesContracts.slidesChanged, (event) => void events.push(event));
});
afterAll(() => stack.stop());

async function uploadPdf(client: TestClient, agentId: string, bytes: Uint8Array) {
  const sent = await sendFiles(client, [{ name: 'deck.pdf', bytes: Buffer.from(bytes), type: 'application/pdf' }], agentId);
  expect(sent.status, JSON.stringify(sent.data)).toBe(200);
  return sent.data.uploads[0].storagePath as string;
}

describe('presentation slides from a PDF', () => {
  it('makes one image and one script per page, page by page live, then toggles, edits, deletes and clears', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const pdf = await uploadPdf(owner.client, agent.id, await slideDeckPdf(10));
    const started = await owner.client.post('/api/knowledge/generate-slides', { pdf_file_url: pdf, agent_id: agent.id });
    expect(started.status, JSON.stringify(started.data)).toBe(200);
    expect(started.data.slides).toEqual({});
    await expect
      .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/slides`)).data.state?.status, { timeout: 30_000 })
      .toBe('ready');
    const { data } = await owner.client.get(`/api/agents/${agent.id}/slides`);
    expect(data.slides.enabled).toBe(false);
    expect(data.slides.slides).toHaveLength(10);
    expect(data.slides.slides[0]).toMatchObject({
      slide_number: 1,
      has_image: true,
      script: 'Chapter 1. The harbour in year 1810. Ships, keepers and storms.',
    });
    expect(data.slides.slides[9]).toMatchObject({ slide_number: 10, has_image: true, script: '' });
    // The image is a real PNG of the page.
    const image = await fetch(stack.url + data.slides.slides[0].image_url);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(1000);
    // Progress came page by page.
    const steps = events.filter((event) => event.state.agentId === agent.id).map((event) => event.state.progress?.step);
    expect(steps).toContain('Slide 5 of 10');

    const edit = data.slides.slides.map((slide: { slide_number: number; script: string }) => ({
      slide_number: slide.slide_number,
      script: slide.slide_number === 2 ? 'Welcome to the second chapter.' : slide.script,
    }));
    const saved = await owner.client.request('PATCH', `/api/agents/${agent.id}`, {
      json: { slides: { enabled: true, slides: edit.filter((slide: { slide_number: number }) => slide.slide_number !== 3) } },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data.slides.enabled).toBe(true);
    expect(saved.data.slides.slides.map((slide: { slide_number: number }) => slide.slide_number)).toEqual([
      1, 2, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(saved.data.slides.slides[1].script).toBe('Welcome to the second chapter.');

    const stranger = await signedInUser(stack);
    expect((await stranger.client.get(`/api/agents/${agent.id}/slides`)).status).toBe(404);
    expect((await stranger.client.request('PATCH', `/api/agents/${agent.id}`, { json: { slides: {} } })).status).toBe(404);

    const cleared = await owner.client.request('PATCH', `/api/agents/${agent.id}`, { json: { slides: {} } });
    expect(cleared.status).toBe(200);
    expect((await owner.client.get(`/api/agents/${agent.id}/slides`)).data.slides).toBeNull();
  });

  it('finishes a generation cut off by a kill when a knowledge process starts again; an old one without its PDF fails clearly', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const older = await readyAgentOf(stack, owner.userId);
    const pdf = await uploadPdf(owner.client, agent.id, await slideDeckPdf(4));
    // What a knowledge process leaves behind when it is killed on page 2: 'generating', silent since.
    const env = stack.serviceEnv('knowledge');
    const db = await connectMongo(env.MONGODB_URI!, env.MONGODB_DB);
    const silentSince = new Date(Date.now() - 10 * 60_000);
    const cutOff = {
      ownerId: owner.userId,
      status: 'generating',
      enabled: false,
      slides: [],
      error: null,
      createdAt: silentSince,
    };
    await db.collection('agent_slides').insertMany([
      {
        _id: agent.id,
        ...cutOff,
        progress: { step: 'Slide 2 of 4', percent: 53 },
        run: 'a1b2c3d4e5f6',
        sourceKey: pdf,
        updatedAt: silentSince,
      },
      { _id: older.id, ...cutOff, progress: { step: 'Slide 1 of 9', percent: 19 }, run: 'f6e5d4c3b2a1', updatedAt: silentSince },
    ] as never[]);
    await db.close();
    expect((await owner.client.get(`/api/agents/${agent.id}/slides`)).data.state.status).toBe('generating');

    await stack.startService('knowledge');
    await expect
      .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/slides`)).data.state?.status, { timeout: 30_000 })
      .toBe('ready');
    const { data } = await owner.client.get(`/api/agents/${agent.id}/slides`);
    expect(data.slides.slides).toHaveLength(4);
    expect(data.slides.slides.every((slide: { has_image: boolean }) => slide.has_image)).toBe(true);
    const old = (await owner.client.get(`/api/agents/${older.id}/slides`)).data;
    expect(old.state).toMatchObject({
      status: 'failed',
      error: 'The slides generation was interrupted by a restart: upload the PDF again.',
    });
  });

  it("refuses another user's PDF and bytes that are not a PDF", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const other = await signedInUser(stack);
    const theirs = await uploadPdf(other.client, agent.id, await slideDeckPdf(2));
    expect((await owner.client.post('/api/knowledge/generate-slides', { pdf_file_url: theirs, agent_id: agent.id })).status).toBe(
      403,
    );
    expect((await owner.client.request('PATCH', `/api/agents/${agent.id}`, { json: { slides: { enabled: true } } })).status).toBe(
      409,
    );
  });
});
