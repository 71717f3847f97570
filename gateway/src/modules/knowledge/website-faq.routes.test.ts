import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { knowledge } from '@avatarium/contracts';
import { connectMongo } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { faqLeafletPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { agentWithFaq, waitKnowledgeReady } from '../../../../testkit/knowledge/faq-test-kit.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { sendFiles } from '../../../../testkit/uploads/upload-test-kit.js';

// The site is served on loopback, which only this test's switch (KNOWLEDGE_FETCH_ALLOW_LOOPBACK,
// gateway and knowledge service alike) lets through; every other internal range stays refused.
let stack: TestStack;
let site: Server;
let siteUrl = '';
beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/gone') return response.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    if (request.url === '/blank')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body><script>render()</script></body></html>');
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<html><body><h2>How much is a ticket?</h2><p>Adults pay 12 euros.</p><dl><dt>Can I park?</dt><dd>Yes, for free.</dd></dl></body></html>',
      );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  stack = await startStack({ KNOWLEDGE_FETCH_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await stack.stop();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

describe('a FAQ from a website', () => {
  it('reads the site as a job (knowledge {} meanwhile) and keeps what it found as the FAQ, RAG off', async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const started = await owner.client.post('/api/knowledge/generate-faq-cerebrium', { url: siteUrl, agent_id: agent.id });
    expect(started.status, JSON.stringify(started.data)).toBe(200);
    expect(started.data).toMatchObject({ success: true, knowledge: {}, state: { status: 'generating' } });
    await expect
      .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.state?.status, { timeout: 15_000 })
      .toBe('uploaded');
    const { data } = await owner.client.get(`/api/agents/${agent.id}/knowledge`);
    expect(data.knowledge).toEqual({ faq: `/api/agents/${agent.id}/knowledge/faq.csv`, enabled: false });
    expect(data.state.preview.rows).toEqual([
      ['How much is a ticket?', 'Adults pay 12 euros.'],
      ['Can I park?', 'Yes, for free.'],
    ]);
    const stranger = await signedInUser(stack);
    expect(
      (await stranger.client.post('/api/knowledge/generate-faq-cerebrium', { url: siteUrl, agent_id: agent.id })).status,
    ).toBe(404);
  });

  it('a failed import keeps the FAQ the agent had, RAG on as it was, and says in words what failed', async () => {
    const owner = await signedInUser(stack);
    const { agent } = await agentWithFaq(stack, owner);
    await owner.client.post('/api/knowledge/toggle-rag', { agent_id: agent.id, enabled: true });
    await waitKnowledgeReady(owner.client, agent.id);
    const stateOf = async () => (await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data;
    const before = (await stateOf()).state;
    const host = new URL(siteUrl).host;
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failures: Array<[string, string | RegExp]> = [
      ['http://no-such-site.invalid/faq', /^Failed to process website: We could not reach no-such-site\.invalid: /],
      [
        `http://127.0.0.1:${closedPort}/`,
        `Failed to process website: We could not reach 127.0.0.1:${closedPort}: it refused the connection.`,
      ],
      [`${siteUrl}gone`, `Failed to process website: ${host} says this page does not exist (HTTP 404). Check the address.`],
      [`${siteUrl}blank`, /^Failed to process website: We found no readable text on 127\.0\.0\.1:\d+/],
    ];
    for (const [url, said] of failures) {
      const started = await owner.client.post('/api/knowledge/generate-faq-cerebrium', { url, agent_id: agent.id });
      expect(started.status, JSON.stringify(started.data)).toBe(200);
      await expect.poll(async () => (await stateOf()).state.status, { timeout: 20_000 }).not.toBe('generating');
      const { knowledge: kept, state } = await stateOf();
      expect(kept, url).toEqual({ faq: `/api/agents/${agent.id}/knowledge/faq.csv`, enabled: true });
      expect(state.status, url).toBe('ready');
      expect(state.preview, url).toEqual(before.preview);
      expect(state.error, url).toEqual(typeof said === 'string' ? said : expect.stringMatching(said));
      expect(state.error).not.toMatch(/ENOTFOUND|ECONNREFUSED|getaddrinfo|\bE[A-Z]{4,}\b/);
    }
    const found = await stack.bus.request(knowledge.retrieve, {
      agentId: agent.id,
      question: 'When is the museum open?',
      limit: 3,
    });
    expect(found.enabled).toBe(true);
    expect(found.passages.length).toBeGreaterThan(0);
  });

  it("says what is wrong with a URL, in the spec's words, before anything is fetched", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const said = async (url: unknown) =>
      (await owner.client.post('/api/knowledge/generate-faq-cerebrium', { url, agent_id: agent.id })).data.error;
    expect(await said('')).toBe('URL is required');
    expect(await said('ftp://example.com/faq')).toBe('Please enter a valid URL (e.g., example.com)');
    for (const local of [
      'http://169.254.169.254/latest',
      'http://10.1.2.3/',
      'printer.local',
      'http://[fe80::1]/',
      'https://foo.localhost/',
    ])
      expect(await said(local), local).toBe('Local URLs are not allowed');
    expect(await said('intranet')).toBe('Invalid URL format');
  });

  it("reads a PDF the owner uploaded into the FAQ; another user's PDF and a CSV are refused", async () => {
    const owner = await signedInUser(stack);
    const agent = await readyAgentOf(stack, owner.userId);
    const sent = await sendFiles(
      owner.client,
      [{ name: 'faq.pdf', bytes: Buffer.from(await faqLeafletPdf()), type: 'application/pdf' }],
      agent.id,
    );
    expect(sent.status, JSON.stringify(sent.data)).toBe(200);
    const pdf = sent.data.uploads[0].storagePath as string;
    const started = await owner.client.post('/api/knowledge/generate-faq-from-pdf', { pdf_file_url: pdf, agent_id: agent.id });
    expect(started.status, JSON.stringify(started.data)).toBe(200);
    expect(started.data.knowledge).toEqual({});
    await expect
      .poll(async () => (await owner.client.get(`/api/agents/${agent.id}/knowledge`)).data.state?.status, { timeout: 15_000 })
      .toBe('uploaded');
    const { data } = await owner.client.get(`/api/agents/${agent.id}/knowledge`);
    expect(data.state.preview.rows).toEqual([
      ['When is the museum open?', 'Every day from 9 to 17, except on Mondays.'],
      ['How much is a ticket?', 'Adults pay 12 euros.'],
      ['Can I bring my dog?', 'Only assistance dogs are allowed inside.'],
    ]);
    const stranger = await signedInUser(stack);
    const theirs = await stranger.client.post('/api/knowledge/generate-faq-from-pdf', { pdf_file_url: pdf, agent_id: agent.id });
    expect(theirs.status).toBe(403);
  });

  it('finishes generations cut off by a kill when a knowledge process starts again; an old one without its source says so', async () => {
    const owner = await signedInUser(stack);
    const [fromPdf, fromSite, older] = await Promise.all([1, 2, 3].map(() => readyAgentOf(stack, owner.userId)));
    const sent = await sendFiles(
      owner.client,
      [{ name: 'faq.pdf', bytes: Buffer.from(await faqLeafletPdf()), type: 'application/pdf' }],
      fromPdf!.id,
    );
    const pdf = sent.data.uploads[0].storagePath as string;
    // What a knowledge process leaves behind when it is killed mid-way: 'generating', silent since.
    const env = stack.serviceEnv('knowledge');
    const db = await connectMongo(env.MONGODB_URI!, env.MONGODB_DB);
    const silentSince = new Date(Date.now() - 10 * 60_000);
    const cutOff = (agentId: string, source: unknown) => ({
      _id: agentId,
      ownerId: owner.userId,
      status: 'generating',
      enabled: false,
      progress: { step: 'Reading the PDF (page 1 of 2)', percent: 40 },
      error: null,
      csv_key: '',
      headers: [],
      preview_rows: [],
      total: 0,
      entries: [],
      revision: 0,
      unanswered: [],
      ...(source !== undefined && { generation_source: source }),
      createdAt: silentSince,
      updatedAt: silentSince,
    });
    await db
      .collection('agent_knowledge')
      .insertMany([
        cutOff(fromPdf!.id, { kind: 'pdf', key: pdf }),
        cutOff(fromSite!.id, { kind: 'site', url: siteUrl }),
        cutOff(older!.id, undefined),
      ] as never[]);
    await db.close();

    await stack.startService('knowledge');
    const stateOf = async (agentId: string) => (await owner.client.get(`/api/agents/${agentId}/knowledge`)).data.state;
    await expect.poll(async () => (await stateOf(fromPdf!.id))?.status, { timeout: 30_000 }).toBe('uploaded');
    await expect.poll(async () => (await stateOf(fromSite!.id))?.status, { timeout: 30_000 }).toBe('uploaded');
    expect((await stateOf(fromPdf!.id)).preview.rows[1]).toEqual(['How much is a ticket?', 'Adults pay 12 euros.']);
    expect((await stateOf(fromSite!.id)).preview.rows).toContainEqual(['Can I park?', 'Yes, for free.']);
    await expect.poll(async () => (await stateOf(older!.id))?.status, { timeout: 30_000 }).toBe('failed');
    expect((await stateOf(older!.id)).error).toBe('The FAQ generation was interrupted by a restart: start it again.');
  });
});
