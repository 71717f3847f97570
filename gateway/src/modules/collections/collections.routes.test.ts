import { collections } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { publicAgent } from '../../../../testkit/catalog/agent-actions-stack.js';
import type { TestClient } from '../../../../testkit/http-client.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';
import { shortMp4, smallPng } from '../../../../testkit/uploads/upload-test-kit.js';

// Collections through the gateway (REST and GraphQL) with the real catalog service and local storage.
let stack: TestStack;
let owner: { client: TestClient; userId: string };
beforeAll(async () => {
  stack = await startStack();
  owner = await signedInUser(stack);
});
afterAll(() => stack.stop());

const create = (client: TestClient, body: Record<string, unknown>) => client.post('/api/collections', body);

function logoForm(bytes: Buffer, name = 'logo.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
const uploadLogo = (client: TestClient, id: string, form: FormData) =>
  client.request('POST', `/api/collections/${id}/logo`, { body: form });

describe('/api/collections', () => {
  it('creates with trimmed fields, lists, updates and deletes, with the specs’ texts for bad input', async () => {
    const agent = await readyAgentOf(stack, owner.userId);
    const blank = await create(owner.client, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.data.error).toBe('Please enter a collection name.');
    expect((await create(owner.client, { name: 'x', contact_link: 'ftp://files' })).status).toBe(400);

    const created = await create(owner.client, { name: ' Harbour ', description: ' Stories ', agent_codes: [agent.id] });
    expect(created.status).toBe(200);
    const collection = created.data.collection;
    expect(collection).toMatchObject({
      name: 'Harbour',
      description: 'Stories',
      layout: 'grid',
      contact_link: '',
      logo: null,
      agent_codes: [agent.id],
    });

    const listed = await owner.client.get('/api/collections');
    expect(listed.data.collections.map((each: { id: string }) => each.id)).toContain(collection.id);

    const updated = await owner.client.request('PUT', `/api/collections/${collection.id}`, {
      json: { layout: 'theater', contact_link: 'https://example.com' },
    });
    expect(updated.data.collection).toMatchObject({ layout: 'theater', contact_link: 'https://example.com', name: 'Harbour' });

    const other = await signedInUser(stack);
    for (const [method, path, json] of [
      ['PUT', `/api/collections/${collection.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/collections/${collection.id}`, undefined],
      ['GET', `/api/collections/${collection.id}/sharing`, undefined],
      ['PUT', `/api/collections/${collection.id}/sharing`, { public_enabled: true }],
      ['DELETE', `/api/collections/${collection.id}/logo`, undefined],
    ] as const) {
      expect((await other.client.request(method, path, { json })).status, `${method} ${path}`).toBe(404);
      expect((await stack.client().request(method, path, { json })).status, `${method} ${path} signed out`).toBe(401);
    }
    expect((await other.client.get('/api/collections')).data.collections).toEqual([]);

    expect((await owner.client.request('DELETE', `/api/collections/${collection.id}`)).data).toEqual({
      success: true,
      deleted: true,
    });
    expect((await owner.client.request('DELETE', `/api/collections/${collection.id}`)).status).toBe(404);
  });

  it("refuses another user's private agent", async () => {
    const someone = await signedInUser(stack);
    const hidden = await readyAgentOf(stack, someone.userId);
    const refused = await create(owner.client, { name: 'Borrowed', agent_codes: [hidden.id] });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe(collections.COLLECTION_AGENTS_REFUSED);
  });
});

describe('logo and intro video', () => {
  it('takes a PNG logo by its bytes, refuses other files and big ones, replaces and removes it', async () => {
    const { collection } = (await create(owner.client, { name: 'Branded' })).data;
    const uploaded = await uploadLogo(owner.client, collection.id, logoForm(smallPng()));
    expect(uploaded.status).toBe(200);
    expect(uploaded.data.collection.logo).toMatch(/^\/files\/collections\//);
    const image = await fetch(stack.url + uploaded.data.collection.logo);
    expect(image.headers.get('content-type')).toBe('image/png');

    // A text file named .png is not an image.
    const text = await uploadLogo(owner.client, collection.id, logoForm(Buffer.from('hello, not an image'), 'fake.png'));
    expect(text.status).toBe(400);
    expect(text.data.error).toBe('Please upload a JPEG, PNG, GIF, or WEBP image');
    const big = await uploadLogo(
      owner.client,
      collection.id,
      logoForm(Buffer.concat([smallPng(), Buffer.alloc(5 * 1024 * 1024)])),
    );
    expect(big.status).toBe(413);
    expect(big.data.error).toBe('Please upload an image smaller than 5MB');

    const replaced = await uploadLogo(owner.client, collection.id, logoForm(smallPng()));
    expect(replaced.data.collection.logo).not.toBe(uploaded.data.collection.logo);
    // The replaced file is gone.
    expect((await fetch(stack.url + uploaded.data.collection.logo)).status).toBe(404);
    const removed = await owner.client.request('DELETE', `/api/collections/${collection.id}/logo`);
    expect(removed.data.collection.logo).toBeNull();
    expect((await fetch(stack.url + replaced.data.collection.logo)).status).toBe(404);
  });

  it('uploads the intro video in three steps: an upload URL, a PUT to it, then confirm', async () => {
    const { collection } = (await create(owner.client, { name: 'With intro', layout: 'theater' })).data;
    expect((await owner.client.get(`/api/collections/${collection.id}/heroshot/upload-url?ext=exe`)).data.error).toBe(
      'Please upload an MP4, WebM, OGG or MOV video',
    );
    const step1 = await owner.client.get(`/api/collections/${collection.id}/heroshot/upload-url?ext=mp4`);
    expect(step1.status).toBe(200);
    const { uploadUrl, filePath } = step1.data;
    expect(filePath).toMatch(new RegExp(`^collections/${owner.userId}/${collection.id}/heroshot-.+\\.mp4$`));

    // The signed URL is bound to its content type and size cap.
    expect(
      (await fetch(stack.url + uploadUrl, { method: 'PUT', body: 'x', headers: { 'content-type': 'text/html' } })).status,
    ).toBe(403);
    const tooBig = await fetch(stack.url + uploadUrl, {
      method: 'PUT',
      body: 'x',
      headers: { 'content-type': 'video/mp4', 'content-length': String(101 * 1024 * 1024) },
    }).catch(() => null);
    expect(tooBig === null || tooBig.status === 413).toBe(true);
    const video = shortMp4();
    const put = await fetch(stack.url + uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(video),
      headers: { 'content-type': 'video/mp4' },
    });
    expect(put.status).toBe(200);

    // Confirming someone else's path, or a file that is not there, changes nothing.
    const foreign = await owner.client.post(`/api/collections/${collection.id}/heroshot/confirm`, {
      filePath: 'collections/x/y/heroshot-z.mp4',
    });
    expect(foreign.status).toBe(400);
    const confirmed = await owner.client.post(`/api/collections/${collection.id}/heroshot/confirm`, { filePath });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.collection).toMatchObject({ heroshot_enabled: true });
    const played = await fetch(stack.url + confirmed.data.collection.heroshot_video);
    expect(played.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await played.arrayBuffer()).equals(video)).toBe(true);

    const off = await owner.client.request('PUT', `/api/collections/${collection.id}`, { json: { heroshot_enabled: false } });
    expect(off.data.collection.heroshot_enabled).toBe(false);
    const removed = await owner.client.request('DELETE', `/api/collections/${collection.id}/heroshot`);
    expect(removed.data.collection).toMatchObject({ heroshot_video: null, heroshot_enabled: false });
  });

  it('refuses to confirm an upload that is not a video', async () => {
    const { collection } = (await create(owner.client, { name: 'Fake intro' })).data;
    const { uploadUrl, filePath } = (await owner.client.get(`/api/collections/${collection.id}/heroshot/upload-url?ext=webm`))
      .data;
    await fetch(stack.url + uploadUrl, {
      method: 'PUT',
      body: '<html>not a video</html>',
      headers: { 'content-type': 'video/webm' },
    });
    const refused = await owner.client.post(`/api/collections/${collection.id}/heroshot/confirm`, { filePath });
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe('Please upload an MP4, WebM, OGG or MOV video');
    expect((await owner.client.post(`/api/collections/${collection.id}/heroshot/confirm`, { filePath })).data.error).toBe(
      'The video was not uploaded. Please try again.',
    );
  });
});

describe('sharing and the public page', () => {
  it('is readable by anyone when public, by the owner only otherwise, the same not-found for everything else', async () => {
    const mine = await readyAgentOf(stack, owner.userId);
    const shown = await publicAgent(stack.bus, 'Lighthouse keeper');
    const { collection } = (await create(owner.client, { name: 'Harbour', agent_codes: [mine.id, shown.id] })).data;
    const pagePath = `/api/collection-page?userId=${owner.userId}&collectionId=${collection.id}`;

    expect((await owner.client.get(`/api/collections/${collection.id}/sharing`)).data).toEqual({
      success: true,
      public_enabled: false,
    });
    const ownView = await owner.client.get(pagePath);
    expect(ownView.data.agents.map((agent: { id: string }) => agent.id)).toEqual([mine.id, shown.id]);
    expect(ownView.data.isOwner).toBe(true);
    for (const path of [
      pagePath,
      `/api/collection-page?userId=${owner.userId}&collectionId=col_0000000000000000`,
      '/api/collection-page?userId=x&collectionId=y',
    ]) {
      const hidden = await stack.client().get(path);
      expect(hidden.status, path).toBe(404);
      expect(hidden.data.error).toBe('Collection not found');
    }

    expect(
      (await owner.client.request('PUT', `/api/collections/${collection.id}/sharing`, { json: { public_enabled: true } })).data,
    ).toEqual({
      success: true,
      public_enabled: true,
    });
    const visitor = await stack.client().get(pagePath);
    expect(visitor.status).toBe(200);
    // Only public agents reach a visitor.
    expect(visitor.data.agents.map((agent: { id: string }) => agent.id)).toEqual([shown.id]);
    expect(visitor.data.collection.agent_codes).toEqual([shown.id]);

    const graph = await stack
      .client()
      .graphql(
        'query($u: ID!, $c: ID!) { collectionPage(userId: $u, collectionId: $c) { collection { name layout } agents { id name } isOwner } }',
        {
          u: owner.userId,
          c: collection.id,
        },
      );
    expect(graph.data.collectionPage).toEqual({
      collection: { name: 'Harbour', layout: 'grid' },
      agents: [{ id: shown.id, name: 'Lighthouse keeper' }],
      isOwner: false,
    });

    await owner.client.request('PUT', `/api/collections/${collection.id}/sharing`, { json: { public_enabled: false } });
    expect((await stack.client().get(pagePath)).status).toBe(404);
  });

  it('offers every operation in GraphQL too', async () => {
    const created = await owner.client.graphql(
      'mutation { createCollection(input: { name: "Via GraphQL", layout: theater }) { id name layout share { public_enabled } } }',
    );
    expect(created.errors).toBeUndefined();
    const id = created.data.createCollection.id;
    expect(created.data.createCollection).toMatchObject({
      name: 'Via GraphQL',
      layout: 'theater',
      share: { public_enabled: false },
    });
    const blank = await owner.client.graphql('mutation($id: ID!) { updateCollection(id: $id, input: { name: "  " }) { id } }', {
      id,
    });
    expect(blank.errors?.[0]?.message).toBe('Please enter a collection name.');
    expect(
      (
        await owner.client.graphql(
          'mutation($id: ID!) { setCollectionSharing(id: $id, public_enabled: true) { public_enabled } }',
          { id },
        )
      ).data,
    ).toEqual({
      setCollectionSharing: { public_enabled: true },
    });
    const url = await owner.client.graphql(
      'mutation($id: ID!) { collectionHeroshotUploadUrl(id: $id, ext: "mov") { filePath contentType } }',
      { id },
    );
    expect(url.data.collectionHeroshotUploadUrl.contentType).toBe('video/quicktime');
    expect(
      (await owner.client.graphql('query { collections { id } }')).data.collections.map((each: { id: string }) => each.id),
    ).toContain(id);
    const stranger = await signedInUser(stack);
    expect(
      (await stranger.client.graphql('mutation($id: ID!) { deleteCollection(id: $id) }', { id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    expect((await owner.client.graphql('mutation($id: ID!) { deleteCollection(id: $id) }', { id })).data).toEqual({
      deleteCollection: true,
    });
  });
});

describe('collection plans', () => {
  it('lets the owner offer plans and a signed-in visitor subscribe and top up (local billing)', async () => {
    const { collection } = (await create(owner.client, { name: 'For members' })).data;
    const plans = [
      {
        code: 'membership_free',
        description: 'Try it',
        billing_period: 'monthly',
        credits: 100,
        is_initial: true,
        priceCents: 0,
      },
      {
        code: 'membership_pro',
        description: 'All stories',
        billing_period: 'yearly',
        credits: null,
        is_initial: false,
        priceCents: 4_900,
      },
    ];
    const stranger = await signedInUser(stack);
    expect((await stranger.client.request('PUT', `/api/collections/${collection.id}/plans`, { json: { plans } })).status).toBe(
      404,
    );
    expect(
      (await owner.client.request('PUT', `/api/collections/${collection.id}/plans`, { json: { plans: [{ code: 'Bad Code!' }] } }))
        .status,
    ).toBe(400);
    const set = await owner.client.request('PUT', `/api/collections/${collection.id}/plans`, { json: { plans } });
    expect(set.data.plans.map((each: { code: string }) => each.code)).toEqual(['membership_free', 'membership_pro']);
    // Public: anyone sees what it offers.
    expect((await stack.client().get(`/api/collections/${collection.id}/plans`)).data.plans).toHaveLength(2);

    const visitor = await signedInUser(stack);
    expect((await stack.client().get(`/api/collections/${collection.id}/subscription`)).status).toBe(401);
    expect((await visitor.client.get(`/api/collections/${collection.id}/subscription`)).data.subscription).toMatchObject({
      subscription: 'membership_free',
      plan_credits_remaining: 100,
      topup_credits_remaining: 0,
    });
    const subscribed = await visitor.client.post(`/api/collections/${collection.id}/subscription`, { plan: 'membership_pro' });
    expect(subscribed.data).toMatchObject({
      kind: 'applied',
      subscription: { subscription: 'membership_pro', plan_credits_remaining: null },
    });
    const graph = await visitor.client.graphql(
      'mutation($id: ID!) { topUpCollectionSubscription(id: $id) { kind subscription { topup_credits_remaining } } }',
      {
        id: collection.id,
      },
    );
    expect(graph.data.topUpCollectionSubscription).toEqual({ kind: 'APPLIED', subscription: { topup_credits_remaining: 1_000 } });
    expect(
      (
        await visitor.client.graphql('query($id: ID!) { collectionPlans(collectionId: $id) { code billing_period } }', {
          id: collection.id,
        })
      ).data.collectionPlans,
    ).toEqual([
      { code: 'membership_free', billing_period: 'monthly' },
      { code: 'membership_pro', billing_period: 'yearly' },
    ]);
  });
});
