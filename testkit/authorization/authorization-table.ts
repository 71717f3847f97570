import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { generateAgentId, type Agent } from '@avatarium/contracts';
import { readyAgentOf } from '../agent-cards.js';
import { ensureConversationBackend } from '../conversation/conversation-backend.js';
import { makeWav } from '../conversation/wav.js';
import { faqLeafletPdf } from '../knowledge/faq-leaflet.js';
import type { TestClient } from '../http-client.js';
import { signUpUser } from '../seed.js';
import type { TestStack } from '../stack.js';
import { chunksOf, sendChunk, sendFiles, shortMp4, smallPng, type ChunkUpload } from '../uploads/upload-test-kit.js';

export type Caller = 'anonymous' | 'another user' | 'owner';
export const CALLERS: readonly Caller[] = ['anonymous', 'another user', 'owner'];

/** What one call came back with: the status (REST) or ok / an error code / a read's label (GraphQL). */
export interface Cell {
  outcome: string;
  /** The body was JSON (every answer of the API must be). */
  json: boolean;
}

/** What a row acts on: the owner and their private, ready agent, plus what the row prepared. */
export interface Fixture {
  stack: TestStack;
  owner: { client: TestClient; userId: string; email: string; password: string };
  agent: Agent;
  extra: Record<string, any>;
}

export interface AuthorizationRow {
  /** `METHOD /path` as the router declares it, or `Mutation.field` / `Query.field`. */
  key: string;
  /** What this call needs beyond the owner's private agent (made once per row, before the three calls). */
  prepare?(fixture: Fixture): Promise<Record<string, unknown>>;
  call(client: TestClient, fixture: Fixture): Promise<Cell>;
  expected: Record<Caller, string>;
  /** Refusals leave the owner's agent as it was and give nobody a copy (false: the row does not act on it). */
  actsOnAgent?: boolean;
}

/**
 * Reads that anyone may make (or that answer only about the caller) and so have no row: the
 * coverage test allows exactly these besides the table.
 */
export const PUBLIC_READS = new Set([
  'GET /healthz',
  'GET /readyz',
  'GET /files/*key',
  // Uploaded overlay frames: random names, drawn for every visitor of the agent.
  'GET /api/overlay-images/:agentId/:file',
  'GET /api/agents',
  'GET /api/setup-storage',
  // The OpenAPI document of the /api facade (issue 29): the same for everyone.
  'GET /api/openapi.json',
  'Query.ping',
  'Query.me',
  'Query.communityAgents',
  'GET /api/plans',
  'Query.planCatalogue',
  'GET /api/collections/:id/plans',
  'Query.collectionPlans',
]);

type Response = Awaited<ReturnType<TestClient['request']>>;

async function rest(response: Promise<Response>): Promise<Cell> {
  const { status, headers } = await response;
  return { outcome: String(status), json: /^application\/json/.test(headers.get('content-type') ?? '') };
}

/** A download: the file itself (of `type`) when allowed, a JSON refusal otherwise. */
async function download(response: Promise<Response>, type: RegExp): Promise<Cell> {
  const { status, headers } = await response;
  const contentType = headers.get('content-type') ?? '';
  return { outcome: String(status), json: status === 200 ? type.test(contentType) : /^application\/json/.test(contentType) };
}

/**
 * A GraphQL call's outcome: a thrown error's code, `ok` or the refusal's code for result
 * types, or what `read` makes of a plain value.
 */
async function graphql(
  client: TestClient,
  query: string,
  variables: Record<string, unknown>,
  read?: (value: any) => string,
): Promise<Cell> {
  const response = await client.request('POST', '/graphql', { json: { query, variables } });
  const json = /^application\/(graphql-response\+)?json/.test(response.headers.get('content-type') ?? '');
  const body = response.data as { data?: Record<string, any> | null; errors?: Array<{ extensions?: { code?: string } }> };
  if (body.errors?.length) return { outcome: body.errors[0]!.extensions?.code ?? 'ERROR', json };
  const value = Object.values(body.data ?? {})[0];
  if (read) return { outcome: read(value), json };
  if (value && typeof value === 'object' && 'ok' in value) return { outcome: value.ok ? 'ok' : value.error.code, json };
  return { outcome: value ? 'ok' : String(value), json };
}

const ERROR = 'error { code message }';
const ACTION = `ok agent { id } ${ERROR}`;
const all = (outcome: string): Record<Caller, string> => ({ anonymous: outcome, 'another user': outcome, owner: outcome });
const ownerOnly = (refusedAnonymous: string, refusedOther: string, ok: string) => ({
  anonymous: refusedAnonymous,
  'another user': refusedOther,
  owner: ok,
});

let png: Buffer | undefined;
let mp4: Buffer | undefined;
const tinyPng = () => (png ??= smallPng());
const tinyMp4 = () => (mp4 ??= shortMp4());

/** An upload of the owner's, started (chunk 0 of 2 received), with the chunk that completes it. */
async function startedUpload(fixture: Fixture) {
  const bytes = tinyMp4();
  const chunks = chunksOf(bytes, Math.ceil(bytes.length / 2));
  const upload: ChunkUpload = {
    uploadId: `upload_${randomUUID()}`,
    fileName: 'moves.mp4',
    fileSize: bytes.length,
    totalChunks: 2,
  };
  const first = await sendChunk(fixture.owner.client, upload, 0, chunks[0]!);
  if (first.status !== 200) throw new Error(`chunk 0 refused: ${JSON.stringify(first.data)}`);
  return { upload, last: chunks[1]! };
}

/** An image the owner uploaded, by the storage path the browser passes back to a creation. */
async function ownUpload(fixture: Fixture) {
  const response = await sendFiles(
    fixture.owner.client,
    [{ name: 'face.png', bytes: tinyPng(), type: 'image/png' }],
    generateAgentId(),
  );
  if (response.status !== 200) throw new Error(`upload refused: ${JSON.stringify(response.data)}`);
  return { imagePath: response.data.uploads[0].storagePath as string };
}

/** A generation of the owner's that media knows (past the start, not waiting for face points). */
async function ownGeneration(fixture: Fixture) {
  const response = await fixture.owner.client.post('/api/generate-agent', { prompt: 'A lighthouse keeper' });
  if (response.status !== 200) throw new Error(`generation refused: ${JSON.stringify(response.data)}`);
  return { generatingId: response.data.agentId as string };
}

/** Something answering the conversation subjects (the service, or its stand-in until the stack runs it). */
async function conversationBackend(fixture: Fixture) {
  await ensureConversationBackend(fixture.stack);
  return {};
}

/** A conversation the owner started on their agent; the rows call it without its token. */
async function ownConversation(fixture: Fixture) {
  await ensureConversationBackend(fixture.stack);
  const response = await fixture.owner.client.post('/api/conversations', { agent_id: fixture.agent.id });
  if (response.status !== 200) throw new Error(`conversation refused: ${JSON.stringify(response.data)}`);
  return { sessionId: response.data.sessionId as string };
}

/** A conversation the owner started, with its token: the rows that read it pass the token on. */
async function ownConversationWithToken(fixture: Fixture) {
  await ensureConversationBackend(fixture.stack);
  const response = await fixture.owner.client.post('/api/conversations', { agent_id: fixture.agent.id });
  if (response.status !== 200) throw new Error(`conversation refused: ${JSON.stringify(response.data)}`);
  return { sessionId: response.data.sessionId as string, sessionToken: response.data.sessionToken as string };
}

/** The conversation service answers the voice subjects: the stack's own, or one started with fake engines. */
/** One API key of the owner's, made through the REST face. */
async function ownersApiKey(fixture: Fixture) {
  const made = await fixture.owner.client.post('/api/developer/keys', { name: 'Owner key', scopes: ['agents:read'] });
  return { keyId: made.data.key.id as string };
}

/** One webhook endpoint of the owner's, stored directly: its loopback URL is refused at send time here (no test switch), so no row ever calls out. */
async function ownersWebhook(fixture: Fixture) {
  const endpoint = await fixture.stack.gateway.deps.webhooks.endpoints.createWithinSlots(
    {
      ownerId: fixture.owner.userId,
      url: 'http://127.0.0.1:9/row',
      events: ['agent.ready'],
      description: 'Row',
      enabled: false,
      secret: 'whsec_row',
    },
    10,
  );
  return { webhookId: endpoint!.id };
}

/** A delivery on the owner's endpoint (its send is refused here: loopback without the test switch). */
async function ownersWebhookDelivery(fixture: Fixture) {
  const { webhookId } = await ownersWebhook(fixture);
  const delivery = await fixture.stack.gateway.deps.webhooks.deliveries.enqueue({
    endpointId: webhookId,
    ownerId: fixture.owner.userId,
    eventId: 'evt_row',
    type: 'webhook.test',
    body: '{}',
    dedupeKey: 'row',
  });
  return { webhookId, deliveryId: delivery!.id };
}

async function withConversationBackend(fixture: Fixture) {
  await ensureConversationBackend(fixture.stack);
  return {};
}

const FAQ_CSV = 'question,answer\nWhen are you open?,Every day from 9 to 17.\n';

/** A FAQ CSV the owner uploaded (its storage path), not yet the agent's FAQ. */
async function ownFaqUpload(fixture: Fixture) {
  const sent = await sendFiles(
    fixture.owner.client,
    [{ name: 'faq.csv', bytes: Buffer.from(FAQ_CSV), type: 'text/csv' }],
    fixture.agent.id,
  );
  return { faqPath: sent.data.uploads[0].storagePath as string };
}

/** A FAQ leaflet PDF the owner uploaded (its storage path). */
async function ownPdfUpload(fixture: Fixture) {
  const bytes = Buffer.from(await faqLeafletPdf());
  const sent = await sendFiles(fixture.owner.client, [{ name: 'faq.pdf', bytes, type: 'application/pdf' }], fixture.agent.id);
  return { pdfPath: sent.data.uploads[0].storagePath as string };
}

/** The owner's agent with that CSV as its FAQ. */
async function withFaq(fixture: Fixture) {
  const { faqPath } = await ownFaqUpload(fixture);
  await fixture.owner.client.request('PATCH', `/api/agents/${fixture.agent.id}`, {
    json: { knowledge: { faq: faqPath, enabled: false } },
  });
  return { faqPath };
}

/** A voice sample the owner uploaded (a 2 s tone is enough to measure). */
async function ownVoiceSample(fixture: Fixture) {
  await ensureConversationBackend(fixture.stack);
  const sent = await sendFiles(
    fixture.owner.client,
    [{ name: 'sample.wav', bytes: makeWav(2000), type: 'audio/wav' }],
    fixture.agent.id,
  );
  if (sent.status !== 200) throw new Error(`sample upload refused: ${JSON.stringify(sent.data)}`);
  return { samplePath: sent.data.uploads[0].storagePath as string };
}

/** A completed voice design of the owner's agent. */
async function ownVoiceDesign(fixture: Fixture) {
  await ensureConversationBackend(fixture.stack);
  const started = await fixture.owner.client.post('/api/voice/generate', {
    agent_id: fixture.agent.id,
    prompt: 'A bright young woman',
  });
  if (started.status !== 200) throw new Error(`voice design refused: ${JSON.stringify(started.data)}`);
  const transactionId = started.data.transaction_id as string;
  for (let i = 0; i < 100; i++) {
    const now = await fixture.owner.client.get(`/api/voice/query?transaction_id=${transactionId}`);
    if (now.data.status === 'completed') return { transactionId };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the voice design did not complete');
}

/** The session's token is its only key: no cookie (not even the agent owner's) holds it. */
const tokenOnly = all('403');
const NOT_THE_TOKEN = { 'x-conversation-token': 'not-the-token-of-this-session-0123456789' };

/** A private collection of the owner, for the rows to act on. */
async function ownCollection(fixture: Fixture) {
  const response = await fixture.owner.client.post('/api/collections', {
    name: 'Row collection',
    agent_codes: [fixture.agent.id],
  });
  if (response.status !== 200) throw new Error(`collection refused: ${JSON.stringify(response.data)}`);
  return { collectionId: response.data.collection.id as string };
}

function logoForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(smallPng())], { type: 'image/png' }), 'logo.png');
  return form;
}

const collectionRow = (key: string, method: string, path: string, body?: unknown, owner = '200'): AuthorizationRow => ({
  key,
  prepare: ownCollection,
  call: (c, f) => rest(c.request(method, path.replace(':id', f.extra.collectionId), { json: body })),
  expected: ownerOnly('401', '404', owner),
});

const collectionMutation = (key: string, document: string, owner = 'ok'): AuthorizationRow => ({
  key,
  prepare: ownCollection,
  call: (c, f) =>
    graphql(c, document, { id: f.extra.collectionId }, (value) => (value === null || value === undefined ? 'null' : 'ok')),
  expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', owner),
});

// ---------------------------------------------------------------------------------------------
// REST: every write and private read under /api, by the router's own method and path.
// ---------------------------------------------------------------------------------------------
const restRows: AuthorizationRow[] = [
  {
    key: 'POST /api/auth/signup',
    call: (c) =>
      rest(c.post('/api/auth/signup', { email: `user-${randomUUID()}@example.com`, password: 'correct horse battery' })),
    expected: all('201'),
  },
  {
    // The credentials are the authorization: a session of someone else's changes nothing.
    key: 'POST /api/auth/signin',
    call: (c, f) => rest(c.post('/api/auth/signin', { email: f.owner.email, password: 'not the password' })),
    expected: all('401'),
  },
  { key: 'POST /api/auth/signout', call: (c) => rest(c.post('/api/auth/signout')), expected: all('200') },
  { key: 'GET /api/user/current-id', call: (c) => rest(c.get('/api/user/current-id')), expected: ownerOnly('401', '200', '200') },
  {
    key: 'POST /api/user/reference',
    call: (c) => rest(c.post('/api/user/reference', { reference: 'matrix' })),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'GET /api/user/credit-balance',
    call: (c) => rest(c.get('/api/user/credit-balance')),
    expected: ownerOnly('401', '200', '200'),
  },
  // Billing acts on the caller's own account only: signed in is all it takes, and a Free
  // account (every fixture user) cannot top up.
  { key: 'GET /api/credits/summary', call: (c) => rest(c.get('/api/credits/summary')), expected: ownerOnly('401', '200', '200') },
  { key: 'GET /api/credits/ledger', call: (c) => rest(c.get('/api/credits/ledger')), expected: ownerOnly('401', '200', '200') },
  {
    key: 'POST /api/credits/top-up',
    call: (c) => rest(c.post('/api/credits/top-up', { credits: 100 })),
    expected: ownerOnly('401', '403', '403'),
  },
  {
    key: 'POST /api/subscription/upgrade',
    call: (c) => rest(c.post('/api/subscription/upgrade', { plan: 'creator' })),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'GET /api/billing/receipts',
    call: (c) => rest(c.get('/api/billing/receipts')),
    expected: ownerOnly('401', '200', '200'),
  },
  { key: 'GET /api/stripe/session', call: (c) => rest(c.get('/api/stripe/session')), expected: ownerOnly('401', '200', '200') },
  { key: 'GET /api/stripe/manage', call: (c) => rest(c.get('/api/stripe/manage')), expected: ownerOnly('401', '303', '303') },
  {
    // Stripe's calls carry no session: only a valid signature is accepted.
    key: 'POST /api/stripe/webhook',
    call: (c) =>
      rest(c.request('POST', '/api/stripe/webhook', { body: '{"id":"evt_x"}', headers: { 'content-type': 'application/json' } })),
    expected: all('400'),
  },
  // Collections: a list and a create act on the caller's own; everything else on the owner's collection.
  { key: 'GET /api/collections', call: (c) => rest(c.get('/api/collections')), expected: ownerOnly('401', '200', '200') },
  {
    key: 'POST /api/collections',
    call: (c) => rest(c.post('/api/collections', { name: 'Mine' })),
    expected: ownerOnly('401', '200', '200'),
  },
  collectionRow('PUT /api/collections/:id', 'PUT', '/api/collections/:id', { name: 'Renamed' }),
  collectionRow('DELETE /api/collections/:id', 'DELETE', '/api/collections/:id'),
  {
    key: 'POST /api/collections/:id/logo',
    prepare: ownCollection,
    call: (c, f) => rest(c.request('POST', `/api/collections/${f.extra.collectionId}/logo`, { body: logoForm() })),
    expected: ownerOnly('401', '404', '200'),
  },
  collectionRow('DELETE /api/collections/:id/logo', 'DELETE', '/api/collections/:id/logo'),
  collectionRow('GET /api/collections/:id/heroshot/upload-url', 'GET', '/api/collections/:id/heroshot/upload-url?ext=mp4'),
  // The owner gets past the check and is told the file was never uploaded.
  collectionRow(
    'POST /api/collections/:id/heroshot/confirm',
    'POST',
    '/api/collections/:id/heroshot/confirm',
    { filePath: 'collections/x/heroshot-y.mp4' },
    '400',
  ),
  collectionRow('DELETE /api/collections/:id/heroshot', 'DELETE', '/api/collections/:id/heroshot'),
  collectionRow('GET /api/collections/:id/sharing', 'GET', '/api/collections/:id/sharing'),
  collectionRow('PUT /api/collections/:id/sharing', 'PUT', '/api/collections/:id/sharing', { public_enabled: true }),
  // Plans: the owner sets them; anyone signed in subscribes to their own (the collection offers none here).
  collectionRow('PUT /api/collections/:id/plans', 'PUT', '/api/collections/:id/plans', { plans: [] }),
  {
    key: 'GET /api/collections/:id/subscription',
    prepare: ownCollection,
    call: (c, f) => rest(c.get(`/api/collections/${f.extra.collectionId}/subscription`)),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'POST /api/collections/:id/subscription',
    prepare: ownCollection,
    call: (c, f) => rest(c.post(`/api/collections/${f.extra.collectionId}/subscription`, { plan: 'membership_pro' })),
    expected: ownerOnly('401', '404', '404'),
  },
  {
    key: 'POST /api/collections/:id/subscription/top-up',
    prepare: ownCollection,
    call: (c, f) => rest(c.post(`/api/collections/${f.extra.collectionId}/subscription/top-up`, {})),
    expected: ownerOnly('401', '409', '409'),
  },
  {
    // A private collection's page: its owner only, and the same 404 as a missing one for everybody else.
    key: 'GET /api/collection-page',
    prepare: ownCollection,
    call: (c, f) => rest(c.get(`/api/collection-page?userId=${f.owner.userId}&collectionId=${f.extra.collectionId}`)),
    expected: ownerOnly('404', '404', '200'),
  },
  {
    // Local storage's upload answer takes a signed URL, never a session.
    key: 'PUT /files/*key',
    call: (c, f) =>
      rest(
        c.request('PUT', `/files/collections/${f.owner.userId}/x/heroshot-y.mp4`, {
          body: 'x',
          headers: { 'content-type': 'video/mp4' },
        }),
      ),
    expected: all('403'),
  },
  {
    // Uploads land under the caller's own prefix: signed in is all it takes.
    key: 'POST /api/upload-files',
    call: (c) => rest(sendFiles(c, [{ name: 'face.png', bytes: tinyPng(), type: 'image/png' }])),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'POST /api/storage/upload-with-chunks',
    prepare: startedUpload,
    call: (c, f) => rest(sendChunk(c, f.extra.upload, 1, f.extra.last)),
    expected: ownerOnly('401', '403', '200'),
  },
  {
    key: 'GET /api/storage/upload-with-chunks/status',
    prepare: startedUpload,
    call: (c, f) => rest(c.get(`/api/storage/upload-with-chunks/status?uploadId=${f.extra.upload.uploadId}`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/generate-agent',
    prepare: ownUpload,
    call: (c, f) => rest(c.post('/api/generate-agent', { prompt: 'A pirate', image_url: f.extra.imagePath })),
    expected: ownerOnly('401', '403', '200'),
  },
  {
    key: 'POST /api/continue-generation',
    prepare: ownGeneration,
    call: (c, f) => rest(c.post('/api/continue-generation', { agent_id: f.extra.generatingId, face_coordinates: null })),
    // The owner's agent is not waiting for face points: 409, past the ownership check.
    expected: ownerOnly('401', '404', '409'),
  },
  {
    key: 'GET /api/agents/:id',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}`)),
    expected: ownerOnly('404', '404', '200'),
  },
  // A chat widget's launcher picture: the owner's here (a share token or a public agent opens it to others).
  {
    key: 'GET /api/agents/:id/image',
    prepare: async (f) => {
      await f.stack.storage.put(`agents/${f.agent.id}/poster.jpg`, Readable.from([tinyPng()]), 'image/png');
      return {};
    },
    call: (c, f) => download(c.get(`/api/agents/${f.agent.id}/image`), /^image\/png/),
    expected: ownerOnly('404', '404', '200'),
  },
  {
    key: 'POST /api/agents/:id/vote',
    call: (c, f) => rest(c.post(`/api/agents/${f.agent.id}/vote`)),
    // An owner may not vote for their own agent.
    expected: ownerOnly('401', '404', '403'),
    actsOnAgent: true,
  },
  {
    key: 'POST /api/agents/:id/clone',
    call: (c, f) => rest(c.post(`/api/agents/${f.agent.id}/clone`)),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'DELETE /api/agents',
    call: (c, f) => rest(c.request('DELETE', '/api/agents', { json: { agentId: f.agent.id } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'PATCH /api/agents/:id',
    call: (c, f) =>
      rest(c.request('PATCH', `/api/agents/${f.agent.id}`, { json: { visibility: 'public', category: 'History' } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'PATCH /api/agents/:id/category',
    call: (c, f) => rest(c.request('PATCH', `/api/agents/${f.agent.id}/category`, { json: { category: 'Business' } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'PUT /api/agents/:id/sharing',
    call: (c, f) => rest(c.request('PUT', `/api/agents/${f.agent.id}/sharing`, { json: { share: { anonymous_enabled: true } } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'PUT /api/agents/:id/model',
    call: (c, f) => rest(c.request('PUT', `/api/agents/${f.agent.id}/model`, { json: { model: 'essence' } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'PUT /api/agents/:id/conversation-budget',
    call: (c, f) => rest(c.request('PUT', `/api/agents/${f.agent.id}/conversation-budget`, { json: { monthly_credits: 500 } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  // The shop integration is the owner's business: another user learns nothing of it.
  {
    key: 'GET /api/agents/:id/shopify',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/shopify`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'PUT /api/agents/:id/shopify',
    call: (c, f) =>
      rest(c.request('PUT', `/api/agents/${f.agent.id}/shopify`, { json: { shopify_mcp: { show_qr_code: true } } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  // The owner's non-web address is answered (valid: false) without reaching out to any store.
  {
    key: 'POST /api/agents/:id/shopify/validate',
    call: (c, f) => rest(c.post(`/api/agents/${f.agent.id}/shopify/validate`, { url: 'ftp://shop.example' })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  // Movement videos (issue 27) are the owner's business.
  {
    key: 'GET /api/agents/:id/dynamics',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/dynamics`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'PUT /api/agents/:id/dynamics',
    call: (c, f) =>
      rest(c.request('PUT', `/api/agents/${f.agent.id}/dynamics`, { json: { dynamics: { enabled: false, batch_results: {} } } })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  // The owner's Free plan (199 credits) cannot pay 250: refused before anything is kept.
  {
    key: 'POST /api/generate-movements',
    call: (c, f) => rest(c.post('/api/generate-movements', { agent_id: f.agent.id, image_url: 'x' })),
    expected: ownerOnly('401', '404', '402'),
    actsOnAgent: true,
  },
  {
    key: 'POST /api/regenerate-movements',
    call: (c, f) => rest(c.post('/api/regenerate-movements', { agent_id: f.agent.id, async: false })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  // Readable wherever the agent is (the overlay is drawn for every visitor): the owner's private agent here.
  {
    key: 'GET /api/agents/:id/ui-overlay',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/ui-overlay`)),
    expected: ownerOnly('404', '404', '200'),
  },
  // The owner gets past the check and learns the fixture agent's bundle file is not there (its keys are made up).
  {
    key: 'GET /api/agents/:id/on-prem-bundle',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/on-prem-bundle`)),
    expected: ownerOnly('401', '404', '409'),
  },
  // The .imx download: readable where the agent is (owner, or a public agent); the fixture's bundle file is made up.
  {
    key: 'GET /api/agents/:id/model-bundle',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/model-bundle`)),
    expected: ownerOnly('404', '404', '409'),
  },
  {
    key: 'PUT /api/agents/:id/ui-overlay',
    call: (c, f) =>
      rest(
        c.request('PUT', `/api/agents/${f.agent.id}/ui-overlay`, {
          json: { qr_code: [{ original_url: 'https://example.com' }], foreground: { enabled: false, url: '' } },
        }),
      ),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'POST /api/agents/:id/ui-overlay/foreground',
    call: (c, f) => rest(c.request('POST', `/api/agents/${f.agent.id}/ui-overlay/foreground`, { body: logoForm() })),
    expected: ownerOnly('401', '404', '200'),
  },
  // Voices: signed-in users read the gallery and previews; applying a voice is the owner's.
  {
    key: 'GET /api/voice/gallery',
    prepare: withConversationBackend,
    call: (c) => rest(c.get('/api/voice/gallery?language=en')),
    expected: ownerOnly('401', '200', '200'),
  },
  // Knowledge (FAQ): the owner's only; another user learns nothing about the agent.
  {
    key: 'GET /api/agents/:id/knowledge',
    prepare: withFaq,
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/knowledge`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'GET /api/agents/:id/knowledge/faq.csv',
    prepare: withFaq,
    call: (c, f) => download(c.request('GET', `/api/agents/${f.agent.id}/knowledge/faq.csv`), /^text\/csv/),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'PATCH /api/agents/:id/knowledge',
    prepare: withFaq,
    call: (c, f) => rest(c.request('PATCH', `/api/agents/${f.agent.id}/knowledge`, { json: { only_from_faq: false } })),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/knowledge/toggle-rag',
    prepare: withFaq,
    call: (c, f) => rest(c.post('/api/knowledge/toggle-rag', { agent_id: f.agent.id, enabled: false })),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/knowledge/generate-vector-db',
    prepare: withFaq,
    call: (c, f) => rest(c.post('/api/knowledge/generate-vector-db', { agent_id: f.agent.id })),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    // The job starts (it cannot reach the site here and fails on its own); nobody else may start it.
    key: 'POST /api/knowledge/generate-faq-cerebrium',
    call: (c, f) =>
      rest(c.post('/api/knowledge/generate-faq-cerebrium', { url: 'https://faq.example.com/', agent_id: f.agent.id })),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'Mutation.generateFaqFromWebsite',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { generateFaqFromWebsite(id: $id, url: "https://faq.example.com/") { ok ${ERROR} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    // Another user cannot name the owner's upload (403) whatever the agent.
    key: 'POST /api/knowledge/generate-faq-from-pdf',
    prepare: ownPdfUpload,
    call: (c, f) => rest(c.post('/api/knowledge/generate-faq-from-pdf', { pdf_file_url: f.extra.pdfPath, agent_id: f.agent.id })),
    expected: ownerOnly('401', '403', '200'),
  },
  {
    key: 'Mutation.generateFaqFromPdf',
    prepare: ownPdfUpload,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!, $pdf: String!) { generateFaqFromPdf(id: $id, pdf: $pdf) { ok ${ERROR} } }`, {
        id: f.agent.id,
        pdf: f.extra.pdfPath,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'ok'),
  },
  // Slides: the owner's only.
  {
    key: 'GET /api/agents/:id/slides',
    call: (c, f) => rest(c.get(`/api/agents/${f.agent.id}/slides`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/knowledge/generate-slides',
    prepare: ownPdfUpload,
    call: (c, f) => rest(c.post('/api/knowledge/generate-slides', { pdf_file_url: f.extra.pdfPath, agent_id: f.agent.id })),
    expected: ownerOnly('401', '403', '200'),
  },
  {
    key: 'Query.agentSlides',
    call: (c, f) =>
      graphql(c, 'query($id: ID!) { agentSlides(id: $id) { status } }', { id: f.agent.id }, (value) =>
        value === null ? 'null' : 'ok',
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'null'),
  },
  {
    key: 'Mutation.generateSlides',
    prepare: ownPdfUpload,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!, $pdf: String!) { generateSlides(id: $id, pdf: $pdf) { ok ${ERROR} } }`, {
        id: f.agent.id,
        pdf: f.extra.pdfPath,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'ok'),
  },
  {
    // No fields: clears the deck (there is none: still the owner's right, refused to others).
    key: 'Mutation.updateSlides',
    call: (c, f) => graphql(c, `mutation($id: ID!) { updateSlides(id: $id) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Query.agentKnowledge',
    prepare: withFaq,
    call: (c, f) => graphql(c, 'query($id: ID!) { agentKnowledge(id: $id) { status } }', { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    // Another user cannot name the owner's upload, whatever the agent.
    key: 'Mutation.setAgentFaq',
    prepare: ownFaqUpload,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!, $faq: String!) { setAgentFaq(id: $id, faq: $faq) { ok ${ERROR} } }`, {
        id: f.agent.id,
        faq: f.extra.faqPath,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'ok'),
  },
  {
    key: 'Mutation.setKnowledgeAnswering',
    prepare: withFaq,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setKnowledgeAnswering(id: $id, onlyFromFaq: false) { ok ${ERROR} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.toggleRag',
    prepare: withFaq,
    call: (c, f) => graphql(c, `mutation($id: ID!) { toggleRag(id: $id, enabled: false) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    // Without a key of their own every signed-in caller is told one is required.
    key: 'GET /api/voice/elevenlabs',
    prepare: withConversationBackend,
    call: (c) => rest(c.get('/api/voice/elevenlabs')),
    expected: ownerOnly('401', '400', '400'),
  },
  {
    key: 'POST /api/voice/preview',
    prepare: withConversationBackend,
    call: (c) => rest(c.post('/api/voice/preview', { voice_id: 'nova', language: 'en' })),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'POST /api/voice/apply',
    prepare: withConversationBackend,
    call: (c, f) => rest(c.post('/api/voice/apply', { code: f.agent.id, voice_id: 'nova', gender: 'feminine', language: 'en' })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'POST /api/voice/generate',
    prepare: withConversationBackend,
    call: (c, f) => rest(c.post('/api/voice/generate', { agent_id: f.agent.id, prompt: 'A warm, deep voice' })),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/voice/clone',
    prepare: ownVoiceSample,
    call: (c, f) => rest(c.post('/api/voice/clone', { agent_id: f.agent.id, audio_file_path: f.extra.samplePath })),
    expected: ownerOnly('401', '404', '200'),
  },
  // Another user's transaction is not found for them.
  {
    key: 'GET /api/voice/query',
    prepare: ownVoiceDesign,
    call: (c, f) => rest(c.get(`/api/voice/query?transaction_id=${f.extra.transactionId}`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/voice/reject',
    prepare: ownVoiceDesign,
    call: (c, f) => rest(c.post('/api/voice/reject', { transaction_id: f.extra.transactionId })),
    expected: ownerOnly('401', '404', '200'),
  },
  // Personal provider keys: each user's own (a Coming Soon platform is refused before any call).
  {
    key: 'GET /api/settings/providers',
    prepare: withConversationBackend,
    call: (c) => rest(c.get('/api/settings/providers')),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'POST /api/settings/providers',
    prepare: withConversationBackend,
    call: (c) => rest(c.post('/api/settings/providers', { platform: 'volcano', api_key: 'key-0123456789' })),
    expected: ownerOnly('401', '400', '400'),
  },
  {
    key: 'DELETE /api/settings/providers/:id',
    prepare: withConversationBackend,
    call: (c) => rest(c.request('DELETE', '/api/settings/providers/pk_000000000000000000')),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'POST /api/settings/providers/:id/test',
    prepare: withConversationBackend,
    call: (c) => rest(c.post('/api/settings/providers/pk_000000000000000000/test', {})),
    expected: ownerOnly('401', '404', '404'),
  },
  // API keys (issue 29): the owner's session only; another user's id is not found.
  { key: 'GET /api/developer/keys', call: (c) => rest(c.get('/api/developer/keys')), expected: ownerOnly('401', '200', '200') },
  {
    key: 'POST /api/developer/keys',
    call: (c) => rest(c.post('/api/developer/keys', { name: 'Row', scopes: ['agents:read'] })),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'DELETE /api/developer/keys/:id',
    prepare: ownersApiKey,
    call: (c, f) => rest(c.request('DELETE', `/api/developer/keys/${f.extra.keyId}`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/developer/keys/:id/roll',
    prepare: ownersApiKey,
    call: (c, f) => rest(c.post(`/api/developer/keys/${f.extra.keyId}/roll`, {})),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'GET /api/developer/keys/:id/usage',
    prepare: ownersApiKey,
    call: (c, f) => rest(c.get(`/api/developer/keys/${f.extra.keyId}/usage`)),
    expected: ownerOnly('401', '404', '200'),
  },
  // All of the caller's own keys: another user reads their own (empty) total.
  { key: 'GET /api/developer/usage', call: (c) => rest(c.get('/api/developer/usage')), expected: ownerOnly('401', '200', '200') },
  // The operator page: nobody here is in ADMIN_EMAILS (operator.routes.test.ts has one who is).
  { key: 'GET /api/operator/status', call: (c) => rest(c.get('/api/operator/status')), expected: ownerOnly('401', '403', '403') },
  // Webhooks (issue 29): the owner's session only; another user's id is not found. Creates use a
  // private address (refused), so no row registers a URL that could be called.
  {
    key: 'GET /api/developer/webhooks',
    call: (c) => rest(c.get('/api/developer/webhooks')),
    expected: ownerOnly('401', '200', '200'),
  },
  {
    key: 'POST /api/developer/webhooks',
    call: (c) => rest(c.post('/api/developer/webhooks', { url: 'https://10.0.0.1/row', events: ['agent.ready'] })),
    expected: ownerOnly('401', '400', '400'),
  },
  {
    key: 'PATCH /api/developer/webhooks/:id',
    prepare: ownersWebhook,
    call: (c, f) =>
      rest(c.request('PATCH', `/api/developer/webhooks/${f.extra.webhookId}`, { json: { description: 'Changed' } })),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'DELETE /api/developer/webhooks/:id',
    prepare: ownersWebhook,
    call: (c, f) => rest(c.request('DELETE', `/api/developer/webhooks/${f.extra.webhookId}`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/developer/webhooks/:id/roll-secret',
    prepare: ownersWebhook,
    call: (c, f) => rest(c.post(`/api/developer/webhooks/${f.extra.webhookId}/roll-secret`, {})),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/developer/webhooks/:id/test',
    prepare: ownersWebhook,
    call: (c, f) => rest(c.post(`/api/developer/webhooks/${f.extra.webhookId}/test`, {})),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'GET /api/developer/webhooks/:id/deliveries',
    prepare: ownersWebhook,
    call: (c, f) => rest(c.get(`/api/developer/webhooks/${f.extra.webhookId}/deliveries`)),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/developer/webhooks/:id/deliveries/:deliveryId/resend',
    prepare: ownersWebhookDelivery,
    call: (c, f) => rest(c.post(`/api/developer/webhooks/${f.extra.webhookId}/deliveries/${f.extra.deliveryId}/resend`, {})),
    expected: ownerOnly('401', '404', '200'),
  },
  {
    key: 'POST /api/viewer/generate-share-url',
    call: (c, f) => rest(c.post('/api/viewer/generate-share-url', { agentCode: f.agent.id, model: 'essence' })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    key: 'POST /api/viewer/generate-url',
    call: (c, f) => rest(c.post('/api/viewer/generate-url', { agentCode: f.agent.id, model: 'essence' })),
    expected: ownerOnly('401', '404', '200'),
    actsOnAgent: true,
  },
  {
    // No GPU host in the test stack: a signed-in caller gets past authorization to the 503 saying so.
    key: 'POST /api/cerebrium/:name',
    call: (c) => rest(c.post('/api/cerebrium/lip-sync', {})),
    expected: ownerOnly('401', '503', '503'),
  },
  {
    key: 'POST /api/conversations',
    prepare: conversationBackend,
    call: (c, f) => rest(c.post('/api/conversations', { agent_id: f.agent.id })),
    expected: ownerOnly('404', '404', '200'),
  },
  {
    key: 'POST /api/conversations/:sessionId/messages',
    prepare: ownConversation,
    call: (c, f) => rest(c.post(`/api/conversations/${f.extra.sessionId}/messages`, { text: 'Hello' })),
    expected: tokenOnly,
  },
  {
    key: 'POST /api/conversations/:sessionId/draft',
    prepare: ownConversation,
    call: (c, f) => rest(c.post(`/api/conversations/${f.extra.sessionId}/draft`, { text: 'Hello' })),
    expected: tokenOnly,
  },
  {
    key: 'POST /api/conversations/:sessionId/greeting',
    prepare: ownConversation,
    call: (c, f) => rest(c.post(`/api/conversations/${f.extra.sessionId}/greeting`, {}, NOT_THE_TOKEN)),
    expected: tokenOnly,
  },
  {
    key: 'POST /api/conversations/:sessionId/interrupt',
    prepare: ownConversation,
    call: (c, f) => rest(c.post(`/api/conversations/${f.extra.sessionId}/interrupt`, {}, NOT_THE_TOKEN)),
    expected: tokenOnly,
  },
  {
    // The transcript: even with the session's token, only the person who started it reads it.
    key: 'GET /api/conversations/:sessionId',
    prepare: ownConversationWithToken,
    call: (c, f) => rest(c.get(`/api/conversations/${f.extra.sessionId}`, { 'x-conversation-token': f.extra.sessionToken })),
    expected: ownerOnly('403', '403', '200'),
  },
  {
    key: 'DELETE /api/conversations/:sessionId',
    prepare: ownConversation,
    call: (c, f) => rest(c.request('DELETE', `/api/conversations/${f.extra.sessionId}`)),
    expected: tokenOnly,
  },
  {
    key: 'POST /api/conversations/:sessionId/speech',
    prepare: ownConversation,
    call: (c, f) =>
      rest(c.request('POST', `/api/conversations/${f.extra.sessionId}/speech`, { body: new Uint8Array(makeWav(100)) })),
    expected: tokenOnly,
  },
  {
    key: 'GET /api/conversations/:sessionId/audio/:turnId/:file',
    prepare: ownConversation,
    call: (c, f) => rest(c.get(`/api/conversations/${f.extra.sessionId}/audio/turn_00000000/0.wav`, NOT_THE_TOKEN)),
    expected: tokenOnly,
  },
  {
    key: 'GET /api/analytics/conversation-history',
    prepare: conversationBackend,
    call: (c, f) => rest(c.get(`/api/analytics/conversation-history?agent_code=${f.agent.id}`)),
    // The same 403 whether the agent is someone else's or does not exist: no way to probe for ids.
    expected: ownerOnly('401', '403', '200'),
  },
  // Analytics (issue 26): the same refusals as the history.
  {
    key: 'GET /api/analytics/summary',
    prepare: conversationBackend,
    call: (c, f) => rest(c.get(`/api/analytics/summary?agent_id=${f.agent.id}&tz=UTC`)),
    expected: ownerOnly('401', '403', '200'),
  },
  {
    key: 'GET /api/analytics/conversations',
    prepare: conversationBackend,
    call: (c, f) => rest(c.get(`/api/analytics/conversations?agent_id=${f.agent.id}&tz=UTC&day=2026-03-10`)),
    expected: ownerOnly('401', '403', '200'),
  },
  {
    key: 'GET /api/analytics/export',
    prepare: conversationBackend,
    call: (c, f) => download(c.get(`/api/analytics/export?agent_id=${f.agent.id}&tz=UTC&format=json`), /^application\/json/),
    expected: ownerOnly('401', '403', '200'),
  },
];

// ---------------------------------------------------------------------------------------------
// GraphQL: every mutation and private query.
// ---------------------------------------------------------------------------------------------
const seesAgent = (f: Fixture) => (value: any) => {
  const agents: Array<{ id: string }> = Array.isArray(value) ? value : value?.agent ? [value.agent] : value ? [value] : [];
  return agents.some((agent) => agent.id === f.agent.id) ? 'ok' : 'hidden';
};

const graphqlRows: AuthorizationRow[] = [
  {
    key: 'Mutation.signUp',
    call: (c) =>
      graphql(c, `mutation($i: CredentialsInput!) { signUp(input: $i) { ok ${ERROR} } }`, {
        i: { email: `user-${randomUUID()}@example.com`, password: 'correct horse battery' },
      }),
    expected: all('ok'),
  },
  {
    key: 'Mutation.signIn',
    call: (c, f) =>
      graphql(c, `mutation($i: CredentialsInput!) { signIn(input: $i) { ok ${ERROR} } }`, {
        i: { email: f.owner.email, password: 'not the password' },
      }),
    expected: all('INVALID_CREDENTIALS'),
  },
  { key: 'Mutation.signOut', call: (c) => graphql(c, 'mutation { signOut }', {}), expected: all('ok') },
  {
    key: 'Mutation.saveSignUpReference',
    call: (c) => graphql(c, 'mutation($r: String!) { saveSignUpReference(reference: $r) }', { r: 'matrix' }),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Mutation.createAgent',
    prepare: ownUpload,
    call: (c, f) =>
      graphql(c, `mutation($i: CreateAgentInput!) { createAgent(input: $i) { ok agentId ${ERROR} } }`, {
        i: { prompt: 'A pirate', imageUrl: f.extra.imagePath },
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'ok'),
  },
  {
    key: 'Mutation.markFace',
    prepare: ownGeneration,
    call: (c, f) =>
      graphql(c, `mutation($i: MarkFaceInput!) { markFace(input: $i) { ok ${ERROR} } }`, {
        i: { agentId: f.extra.generatingId, face: null },
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT'),
  },
  {
    key: 'Mutation.voteAgent',
    call: (c, f) => graphql(c, `mutation($id: ID!) { voteAgent(id: $id) { ok votes ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.cloneAgent',
    call: (c, f) => graphql(c, `mutation($id: ID!) { cloneAgent(id: $id) { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.deleteAgent',
    call: (c, f) => graphql(c, `mutation($id: ID!) { deleteAgent(id: $id) { ok agentId ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentVisibility',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAgentVisibility(id: $id, visibility: "public", category: "History") { ${ACTION} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentCategory',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAgentCategory(id: $id, category: "Business") { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAnonymousAccess',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAnonymousAccess(id: $id, enabled: true) { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setShareLinkEnabled',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setShareLinkEnabled(id: $id, enabled: true) { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentModel',
    call: (c, f) => graphql(c, `mutation($id: ID!) { setAgentModel(id: $id, model: essence) { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentConversationBudget',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAgentConversationBudget(id: $id, monthlyCredits: 500) { ${ACTION} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentShopifyMcp',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAgentShopifyMcp(id: $id, shopifyMcp: { show_qr_code: true }) { ok ${ERROR} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.validateAgentShopifyMcp',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { validateAgentShopifyMcp(id: $id, url: "ftp://shop.example") { ok ${ERROR} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Query.agentDynamics',
    call: (c, f) => graphql(c, `query($id: ID!) { agentDynamics(id: $id) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.setAgentDynamics',
    call: (c, f) =>
      graphql(
        c,
        `mutation($id: ID!) { setAgentDynamics(id: $id, dynamics: { enabled: false, batch_results: [] }) { ok ${ERROR} } }`,
        {
          id: f.agent.id,
        },
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.resetAgentDynamics',
    call: (c, f) => graphql(c, `mutation($id: ID!) { resetAgentDynamics(id: $id) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  // Enabling needs a video: the owner's empty set is refused as bad input, nobody else gets that far.
  {
    key: 'Mutation.setAgentDynamicsEnabled',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAgentDynamicsEnabled(id: $id, enabled: true) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'BAD_INPUT'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.generateAgentMovements',
    call: (c, f) => graphql(c, `mutation($id: ID!) { generateAgentMovements(id: $id) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'INSUFFICIENT_CREDITS'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.regenerateAgentMovements',
    call: (c, f) => graphql(c, `mutation($id: ID!) { regenerateAgentMovements(id: $id) { ok ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentUiOverlay',
    call: (c, f) =>
      graphql(
        c,
        `mutation($id: ID!) { setAgentUiOverlay(id: $id, uiOverlay: { qr_code: [], foreground: { enabled: false, url: "" } }) { ${ACTION} } }`,
        { id: f.agent.id },
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentCustomActions',
    call: (c, f) =>
      graphql(
        c,
        `mutation($id: ID!, $a: CustomActionsInput!) { setAgentCustomActions(id: $id, customActions: $a) { ${ACTION} } }`,
        {
          id: f.agent.id,
          a: {
            greetings: { opening_instructions: 'Say hello', enabled: true },
            auto_refresh: { enabled: false },
            keyword_triggers: { enabled: false, triggers: [] },
            session_timeout: { enabled: false },
          },
        },
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentProviders',
    prepare: withConversationBackend,
    call: (c, f) =>
      graphql(
        c,
        `mutation($id: ID!, $p: AgentProvidersInput!) { setAgentProviders(id: $id, providers: $p, language: "en") { ${ACTION} } }`,
        {
          id: f.agent.id,
          p: { llm: { mode: 'default' }, stt: { mode: 'default' }, tts: { mode: 'default' }, realtime: { mode: 'default' } },
        },
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.setAgentDeployment',
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { setAgentDeployment(id: $id, deployment: "gadget") { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Query.voiceGallery',
    prepare: withConversationBackend,
    call: (c) => graphql(c, 'query { voiceGallery(language: "en") { engine } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Query.elevenLabsVoices',
    prepare: withConversationBackend,
    call: (c) => graphql(c, 'query { elevenLabsVoices { id } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'BAD_USER_INPUT', 'BAD_USER_INPUT'),
  },
  {
    key: 'Mutation.previewVoice',
    prepare: withConversationBackend,
    call: (c) => graphql(c, `mutation { previewVoice(voiceId: "ash", language: "en") { ok ${ERROR} } }`, {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Mutation.applyVoice',
    prepare: withConversationBackend,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { applyVoice(id: $id, voiceId: "ash", language: "en") { ${ACTION} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.savePersona',
    prepare: withConversationBackend,
    call: (c, f) =>
      graphql(
        c,
        `mutation($id: ID!) { savePersona(id: $id, persona: { name: "Ada", systemPrompt: "You guide visitors.", language: "en", gender: "feminine" }) { ok agent { id } ${ERROR} } }`,
        { id: f.agent.id },
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Query.voiceTransaction',
    prepare: ownVoiceDesign,
    call: (c, f) => graphql(c, 'query($t: ID!) { voiceTransaction(transactionId: $t) { status } }', { t: f.extra.transactionId }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.designVoice',
    prepare: withConversationBackend,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { designVoice(agentId: $id, prompt: "A calm old man") { ok transactionId ${ERROR} } }`, {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.cloneVoice',
    prepare: ownVoiceSample,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!, $p: String!) { cloneVoice(agentId: $id, audioFilePath: $p) { ok ${ERROR} } }`, {
        id: f.agent.id,
        p: f.extra.samplePath,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.rejectVoice',
    prepare: ownVoiceDesign,
    call: (c, f) =>
      graphql(c, `mutation($t: ID!) { rejectVoice(transactionId: $t) { ok ${ERROR} } }`, { t: f.extra.transactionId }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Query.providerKeys',
    prepare: withConversationBackend,
    call: (c) => graphql(c, '{ providerKeys { id } }', {}, () => 'ok'),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Query.operatorStatus',
    call: (c) => graphql(c, '{ operatorStatus { checkedAt } }', {}, () => 'ok'),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN'),
  },
  {
    key: 'Mutation.addProviderKey',
    prepare: withConversationBackend,
    call: (c) => graphql(c, `mutation { addProviderKey(platform: "volcano", apiKey: "key-0123456789") { ok ${ERROR} } }`, {}),
    expected: ownerOnly('UNAUTHENTICATED', 'BAD_INPUT', 'BAD_INPUT'),
  },
  {
    key: 'Mutation.removeProviderKey',
    prepare: withConversationBackend,
    call: (c) => graphql(c, 'mutation { removeProviderKey(id: "pk_000000000000000000") }', {}, (value) => String(value)),
    expected: ownerOnly('UNAUTHENTICATED', 'false', 'false'),
  },
  {
    key: 'Mutation.testProviderKey',
    prepare: withConversationBackend,
    call: (c) => graphql(c, 'mutation { testProviderKey(id: "pk_000000000000000000") { ok } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND'),
  },
  {
    key: 'Query.apiKeys',
    prepare: ownersApiKey,
    call: (c, f) =>
      graphql(c, '{ apiKeys { id } }', {}, (keys: Array<{ id: string }>) =>
        keys.some((key) => key.id === f.extra.keyId) ? 'the key' : 'none',
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'none', 'the key'),
  },
  {
    key: 'Query.apiKeyUsage',
    prepare: ownersApiKey,
    call: (c, f) =>
      graphql(c, 'query($id: ID) { apiKeyUsage(id: $id) { keyId } }', { id: f.extra.keyId }, (value) =>
        value === null ? 'null' : 'usage',
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'null', 'usage'),
  },
  {
    key: 'Mutation.createApiKey',
    call: (c) => graphql(c, `mutation { createApiKey(input: { name: "Row", scopes: ["agents:read"] }) { ok ${ERROR} } }`, {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Mutation.revokeApiKey',
    prepare: ownersApiKey,
    call: (c, f) => graphql(c, 'mutation($id: ID!) { revokeApiKey(id: $id) }', { id: f.extra.keyId }, (value) => String(value)),
    expected: ownerOnly('UNAUTHENTICATED', 'false', 'true'),
  },
  {
    key: 'Mutation.rollApiKey',
    prepare: ownersApiKey,
    call: (c, f) => graphql(c, `mutation($id: ID!) { rollApiKey(id: $id) { ok ${ERROR} } }`, { id: f.extra.keyId }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Query.webhookEndpoints',
    prepare: ownersWebhook,
    call: (c, f) =>
      graphql(c, '{ webhookEndpoints { id } }', {}, (endpoints: Array<{ id: string }>) =>
        endpoints.some((endpoint) => endpoint.id === f.extra.webhookId) ? 'the endpoint' : 'none',
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'none', 'the endpoint'),
  },
  {
    key: 'Query.webhookDeliveries',
    prepare: ownersWebhook,
    call: (c, f) =>
      graphql(c, 'query($id: ID!) { webhookDeliveries(endpointId: $id) { id } }', { id: f.extra.webhookId }, (value) =>
        value === null ? 'null' : 'list',
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'null', 'list'),
  },
  {
    key: 'Mutation.createWebhookEndpoint',
    call: (c) =>
      graphql(
        c,
        `mutation { createWebhookEndpoint(input: { url: "https://10.0.0.1/row", events: ["agent.ready"] }) { ok ${ERROR} } }`,
        {},
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'BAD_INPUT', 'BAD_INPUT'),
  },
  {
    key: 'Mutation.updateWebhookEndpoint',
    prepare: ownersWebhook,
    call: (c, f) =>
      graphql(c, `mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: "Changed" }) { ok ${ERROR} } }`, {
        id: f.extra.webhookId,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.deleteWebhookEndpoint',
    prepare: ownersWebhook,
    call: (c, f) =>
      graphql(c, 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: f.extra.webhookId }, (value) => String(value)),
    expected: ownerOnly('UNAUTHENTICATED', 'false', 'true'),
  },
  {
    key: 'Mutation.rollWebhookSecret',
    prepare: ownersWebhook,
    call: (c, f) => graphql(c, `mutation($id: ID!) { rollWebhookSecret(id: $id) { ok ${ERROR} } }`, { id: f.extra.webhookId }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.sendTestWebhook',
    prepare: ownersWebhook,
    call: (c, f) => graphql(c, `mutation($id: ID!) { sendTestWebhook(id: $id) { ok ${ERROR} } }`, { id: f.extra.webhookId }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.resendWebhookDelivery',
    prepare: ownersWebhookDelivery,
    call: (c, f) =>
      graphql(c, `mutation($e: ID!, $d: ID!) { resendWebhookDelivery(endpointId: $e, deliveryId: $d) { ok ${ERROR} } }`, {
        e: f.extra.webhookId,
        d: f.extra.deliveryId,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.shareLink',
    call: (c, f) => graphql(c, `mutation($id: ID!) { shareLink(id: $id) { ok shareUrl ${ERROR} } }`, { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'ok'),
    actsOnAgent: true,
  },
  {
    key: 'Mutation.startConversation',
    prepare: conversationBackend,
    call: (c, f) => graphql(c, 'mutation($id: ID!) { startConversation(agentId: $id) { sessionId } }', { id: f.agent.id }),
    expected: ownerOnly('NOT_FOUND', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.draftConversationText',
    prepare: ownConversation,
    call: (c, f) =>
      graphql(c, 'mutation($s: ID!, $t: String!) { draftConversationText(sessionId: $s, sessionToken: $t, text: "Hi") }', {
        s: f.extra.sessionId,
        t: NOT_THE_TOKEN['x-conversation-token'],
      }),
    expected: all('FORBIDDEN'),
  },
  {
    key: 'Mutation.sendConversationText',
    prepare: ownConversation,
    call: (c, f) =>
      graphql(
        c,
        'mutation($s: ID!, $t: String!) { sendConversationText(sessionId: $s, sessionToken: $t, text: "Hi") { turnId } }',
        {
          s: f.extra.sessionId,
          t: NOT_THE_TOKEN['x-conversation-token'],
        },
      ),
    expected: all('FORBIDDEN'),
  },
  {
    key: 'Mutation.greetConversation',
    prepare: ownConversation,
    call: (c, f) =>
      graphql(c, 'mutation($s: ID!, $t: String!) { greetConversation(sessionId: $s, sessionToken: $t) }', {
        s: f.extra.sessionId,
        t: NOT_THE_TOKEN['x-conversation-token'],
      }),
    expected: all('FORBIDDEN'),
  },
  {
    key: 'Mutation.interruptConversation',
    prepare: ownConversation,
    call: (c, f) =>
      graphql(c, 'mutation($s: ID!, $t: String!) { interruptConversation(sessionId: $s, sessionToken: $t) }', {
        s: f.extra.sessionId,
        t: NOT_THE_TOKEN['x-conversation-token'],
      }),
    expected: all('FORBIDDEN'),
  },
  {
    key: 'Query.agentAnalytics',
    prepare: conversationBackend,
    call: (c, f) =>
      graphql(c, 'query($id: ID!) { agentAnalytics(agentId: $id, timeZone: "UTC") { totalConversations } }', { id: f.agent.id }),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'ok'),
  },
  {
    key: 'Query.agentConversationsOnDay',
    prepare: conversationBackend,
    call: (c, f) =>
      graphql(c, 'query($id: ID!) { agentConversationsOnDay(agentId: $id, timeZone: "UTC", day: "2026-03-10") { id } }', {
        id: f.agent.id,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'ok'),
  },
  {
    key: 'Query.conversationTranscript',
    prepare: ownConversationWithToken,
    call: (c, f) =>
      graphql(c, 'query($s: ID!, $t: String!) { conversationTranscript(sessionId: $s, sessionToken: $t) { active } }', {
        s: f.extra.sessionId,
        t: f.extra.sessionToken,
      }),
    expected: ownerOnly('FORBIDDEN', 'FORBIDDEN', 'ok'),
  },
  {
    key: 'Mutation.endConversation',
    prepare: ownConversation,
    call: (c, f) =>
      graphql(c, 'mutation($s: ID!, $t: String!) { endConversation(sessionId: $s, sessionToken: $t) }', {
        s: f.extra.sessionId,
        t: NOT_THE_TOKEN['x-conversation-token'],
      }),
    expected: all('FORBIDDEN'),
  },
  {
    key: 'Mutation.reportFirstFrame',
    prepare: ownConversation,
    call: (c, f) =>
      graphql(
        c,
        'mutation($s: ID!, $t: String!) { reportFirstFrame(sessionId: $s, sessionToken: $t, turnId: "turn_00000000", firstFrameMs: 80) }',
        { s: f.extra.sessionId, t: NOT_THE_TOKEN['x-conversation-token'] },
      ),
    expected: all('FORBIDDEN'),
  },
  {
    key: 'Query.myAgents',
    call: (c, f) => graphql(c, 'query { myAgents { id } }', {}, seesAgent(f)),
    expected: ownerOnly('hidden', 'hidden', 'ok'),
  },
  {
    key: 'Query.agent',
    call: (c, f) => graphql(c, 'query($id: ID!) { agent(id: $id) { id } }', { id: f.agent.id }, seesAgent(f)),
    expected: ownerOnly('hidden', 'hidden', 'ok'),
  },
  {
    key: 'Query.viewerAgent',
    call: (c, f) =>
      graphql(c, 'query($id: ID!) { viewerAgent(id: $id) { agent { id } requiresSignIn } }', { id: f.agent.id }, seesAgent(f)),
    expected: ownerOnly('hidden', 'hidden', 'ok'),
  },
  {
    // The balance of whoever asks: nothing for a signed-out caller.
    key: 'Query.creditBalance',
    call: (c) => graphql(c, 'query { creditBalance { balance } }', {}, (value) => (value ? 'ok' : 'hidden')),
    expected: ownerOnly('hidden', 'ok', 'ok'),
  },
  {
    key: 'Query.appSubscription',
    prepare: ownCollection,
    call: (c, f) =>
      graphql(
        c,
        'query($id: ID!) { appSubscription(collectionId: $id) { subscription } }',
        { id: f.extra.collectionId },
        (value) => (value === null ? 'none' : 'ok'),
      ),
    expected: ownerOnly('UNAUTHENTICATED', 'none', 'none'),
  },
  collectionMutation('Mutation.setCollectionPlans', 'mutation($id: ID!) { setCollectionPlans(id: $id, plans: []) { code } }'),
  {
    key: 'Mutation.subscribeCollectionPlan',
    prepare: ownCollection,
    call: (c, f) =>
      graphql(c, 'mutation($id: ID!) { subscribeCollectionPlan(id: $id, plan: "membership_pro") { kind } }', {
        id: f.extra.collectionId,
      }),
    expected: ownerOnly('UNAUTHENTICATED', 'NOT_FOUND', 'NOT_FOUND'),
  },
  {
    key: 'Mutation.topUpCollectionSubscription',
    prepare: ownCollection,
    call: (c, f) =>
      graphql(c, 'mutation($id: ID!) { topUpCollectionSubscription(id: $id) { kind } }', { id: f.extra.collectionId }),
    expected: ownerOnly('UNAUTHENTICATED', 'CONFLICT', 'CONFLICT'),
  },
  {
    key: 'Query.collections',
    call: (c) => graphql(c, 'query { collections { id } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Query.collectionPage',
    prepare: ownCollection,
    call: (c, f) =>
      graphql(c, 'query($u: ID!, $c: ID!) { collectionPage(userId: $u, collectionId: $c) { isOwner } }', {
        u: f.owner.userId,
        c: f.extra.collectionId,
      }),
    expected: ownerOnly('NOT_FOUND', 'NOT_FOUND', 'ok'),
  },
  {
    key: 'Mutation.createCollection',
    call: (c) => graphql(c, 'mutation { createCollection(input: { name: "Mine" }) { id } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  collectionMutation(
    'Mutation.updateCollection',
    'mutation($id: ID!) { updateCollection(id: $id, input: { name: "Renamed" }) { id } }',
  ),
  collectionMutation('Mutation.deleteCollection', 'mutation($id: ID!) { deleteCollection(id: $id) }'),
  collectionMutation('Mutation.removeCollectionLogo', 'mutation($id: ID!) { removeCollectionLogo(id: $id) { id } }'),
  collectionMutation(
    'Mutation.collectionHeroshotUploadUrl',
    'mutation($id: ID!) { collectionHeroshotUploadUrl(id: $id, ext: "mp4") { filePath } }',
  ),
  collectionMutation(
    'Mutation.confirmCollectionHeroshot',
    'mutation($id: ID!) { confirmCollectionHeroshot(id: $id, filePath: "collections/x/heroshot-y.mp4") { id } }',
    'BAD_USER_INPUT',
  ),
  collectionMutation('Mutation.removeCollectionHeroshot', 'mutation($id: ID!) { removeCollectionHeroshot(id: $id) { id } }'),
  collectionMutation(
    'Mutation.setCollectionSharing',
    'mutation($id: ID!) { setCollectionSharing(id: $id, public_enabled: true) { public_enabled } }',
  ),
  {
    key: 'Query.creditSummary',
    call: (c) => graphql(c, 'query { creditSummary { remaining } }', {}, (value) => (value ? 'ok' : 'hidden')),
    expected: ownerOnly('hidden', 'ok', 'ok'),
  },
  {
    key: 'Query.creditLedger',
    call: (c) => graphql(c, 'query { creditLedger { hasMore } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Query.receipts',
    call: (c) => graphql(c, 'query { receipts { id } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Mutation.changePlan',
    call: (c) => graphql(c, 'mutation { changePlan(plan: PRO) { kind } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
  {
    key: 'Mutation.topUpCredits',
    call: (c) => graphql(c, 'mutation { topUpCredits(credits: 100) { kind } }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN'),
  },
  {
    key: 'Mutation.billingPortalUrl',
    call: (c) => graphql(c, 'mutation { billingPortalUrl }', {}),
    expected: ownerOnly('UNAUTHENTICATED', 'ok', 'ok'),
  },
];

/** Every write and private read of the gateway, one row each. */
export const authorizationTable: readonly AuthorizationRow[] = [...restRows, ...graphqlRows];

/** The owner (with the password, for the sign-in row) and their private, ready agent. */
export async function ownerFixture(stack: TestStack): Promise<Omit<Fixture, 'extra'>> {
  const client = stack.client();
  const { userId, email, password } = await signUpUser(client);
  return { stack, owner: { client, userId, email, password }, agent: await readyAgentOf(stack, userId) };
}
