import { catalogActions, collections } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserId, publicAgent, readyAgent } from '../../../../testkit/catalog/agent-actions-stack.js';
import { startServiceStack, type ServiceStack } from '../../../../testkit/service-stack.js';

// The catalog service (agents and collections) and the media service (it deletes agent files).
let stack: ServiceStack;
beforeAll(async () => {
  stack = await startServiceStack(['catalog', 'media']);
});
afterAll(() => stack.stop());

const fields = (name: string, agent_codes: string[] = []) => ({
  name,
  description: '',
  layout: 'grid' as const,
  contact_link: '',
  agent_codes,
});

describe('collections of an owner', () => {
  it('creates, lists, updates and deletes, trimming and checking every field', async () => {
    const ownerId = newUserId();
    const mine = await readyAgent(stack.bus, ownerId);
    const theirs = await publicAgent(stack.bus, 'Shown');
    const created = await stack.bus.request(collections.createCollection, {
      ownerId,
      fields: {
        ...fields('  Harbour crew  ', [mine.id, theirs.id, mine.id]),
        description: '  Sea stories  ',
        contact_link: ' https://example.com/contact ',
      },
    });
    expect(created).toMatchObject({
      ownerId,
      name: 'Harbour crew',
      description: 'Sea stories',
      contact_link: 'https://example.com/contact',
      layout: 'grid',
      agent_codes: [mine.id, theirs.id],
      share: { public_enabled: false },
      logo_key: null,
      heroshot_enabled: false,
    });
    expect(created.id).toMatch(/^col_/);
    expect((await stack.bus.request(collections.listCollections, { ownerId })).map((each) => each.id)).toEqual([created.id]);
    expect(await stack.bus.request(collections.listCollections, { ownerId: newUserId() })).toEqual([]);

    const updated = await stack.bus.request(collections.updateCollection, {
      ownerId,
      collectionId: created.id,
      fields: { layout: 'theater', agent_codes: [theirs.id], heroshot_enabled: true },
    });
    // No intro video yet: the switch stays off.
    expect(updated).toMatchObject({ layout: 'theater', agent_codes: [theirs.id], heroshot_enabled: false, name: 'Harbour crew' });

    await expect(
      stack.bus.request(collections.deleteCollection, { ownerId: newUserId(), collectionId: created.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await stack.bus.request(collections.deleteCollection, { ownerId, collectionId: created.id })).toEqual({
      deleted: true,
      keys: [],
    });
    expect(await stack.bus.request(collections.listCollections, { ownerId })).toEqual([]);
  });

  it("refuses a blank name, a bad contact link and another user's private agent", async () => {
    const ownerId = newUserId();
    await expect(stack.bus.request(collections.createCollection, { ownerId, fields: fields('   ') })).rejects.toThrow(
      collections.COLLECTION_NAME_REQUIRED,
    );
    await expect(
      stack.bus.request(collections.createCollection, {
        ownerId,
        fields: { ...fields('x'), contact_link: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow(/https:\/\//);
    const hidden = await readyAgent(stack.bus);
    await expect(
      stack.bus.request(collections.createCollection, { ownerId, fields: fields('Crew', [hidden.id]) }),
    ).rejects.toMatchObject({
      code: 'BAD_INPUT',
      message: collections.COLLECTION_AGENTS_REFUSED,
    });
    expect(await stack.bus.request(collections.listCollections, { ownerId })).toEqual([]);
  });
});

describe('the public page of a collection', () => {
  it('shows a public collection to anyone with public agents only, and nothing once it is private', async () => {
    const ownerId = newUserId();
    const privateOne = await readyAgent(stack.bus, ownerId);
    const publicOne = await publicAgent(stack.bus, 'Visible');
    const created = await stack.bus.request(collections.createCollection, {
      ownerId,
      fields: fields('Crew', [privateOne.id, publicOne.id]),
    });
    const page = (viewerId: string | null) =>
      stack.bus.request(collections.getCollectionPage, { ownerId, collectionId: created.id, viewerId });

    // Private: the owner sees it; nobody else learns it exists.
    expect((await page(ownerId)).agents.map((agent) => agent.id)).toEqual([privateOne.id, publicOne.id]);
    for (const viewer of [null, newUserId()])
      await expect(page(viewer)).rejects.toMatchObject({ code: 'NOT_FOUND', message: collections.COLLECTION_NOT_FOUND });

    await stack.bus.request(collections.setCollectionSharing, { ownerId, collectionId: created.id, public_enabled: true });
    const visitor = await page(null);
    expect(visitor.isOwner).toBe(false);
    expect(visitor.agents.map((agent) => agent.id)).toEqual([publicOne.id]);
    // The wrong owner in the link: not found either.
    await expect(
      stack.bus.request(collections.getCollectionPage, { ownerId: newUserId(), collectionId: created.id, viewerId: null }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await stack.bus.request(collections.setCollectionSharing, { ownerId, collectionId: created.id, public_enabled: false });
    await expect(page(null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('drops a deleted agent from every collection', async () => {
    const ownerId = newUserId();
    const agent = await readyAgent(stack.bus, ownerId);
    const created = await stack.bus.request(collections.createCollection, { ownerId, fields: fields('Crew', [agent.id]) });
    await stack.bus.request(catalogActions.deleteAgent, { agentId: agent.id, ownerId });
    await expect
      .poll(
        async () => (await stack.bus.request(collections.getOwnedCollection, { ownerId, collectionId: created.id })).agent_codes,
      )
      .toEqual([]);
  });

  it('sets and replaces media keys, naming the replaced file; a removed heroshot turns the intro off', async () => {
    const ownerId = newUserId();
    const created = await stack.bus.request(collections.createCollection, { ownerId, fields: fields('Crew') });
    const set = (media: 'logo' | 'heroshot', key: string | null) =>
      stack.bus.request(collections.setCollectionMedia, { ownerId, collectionId: created.id, media, key });
    expect(await set('logo', 'collections/a/logo-1.png')).toMatchObject({
      replacedKey: null,
      collection: { logo_key: 'collections/a/logo-1.png' },
    });
    expect((await set('logo', 'collections/a/logo-2.png')).replacedKey).toBe('collections/a/logo-1.png');
    expect((await set('heroshot', 'collections/a/intro.mp4')).collection).toMatchObject({
      heroshot_key: 'collections/a/intro.mp4',
      heroshot_enabled: true,
    });
    expect((await set('heroshot', null)).collection).toMatchObject({ heroshot_key: null, heroshot_enabled: false });
    expect(await stack.bus.request(collections.deleteCollection, { ownerId, collectionId: created.id })).toEqual({
      deleted: true,
      keys: ['collections/a/logo-2.png'],
    });
  });
});
