import { catalog, catalogActions, mediaAssets, type Agent } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import {
  collect,
  generatingAgent,
  listKeys,
  newUserId,
  publicAgent,
  readText,
  readyAgent,
  useActionsStack,
  storeAgentFiles,
  storeText,
} from '../../../../testkit/catalog/agent-actions-stack.js';

const actions = useActionsStack(true);

const clone = (agentId: string, userId: string) =>
  actions.bus.request(catalogActions.cloneAgent, { agentId, userId }, { timeoutMs: 30_000 });

describe('catalog.agent.clone', () => {
  it("copies a public agent and its files into the user's agents: a new id, private, no votes, sharing off", async () => {
    const source = await publicAgent(actions.bus, 'Original', 'History');
    await actions.bus.request(catalogActions.setSharing, {
      agentId: source.id,
      ownerId: source.ownerId,
      anonymous_enabled: true,
    });
    await actions.bus.request(catalogActions.voteAgent, { agentId: source.id, userId: newUserId() });
    const files = await storeAgentFiles(actions.storage, source);
    // The source owner's raw upload is not part of the agent: never copied.
    await storeText(actions.storage, `uploads/${source.ownerId}/${source.id}/original.png`, 'raw upload');
    const userId = newUserId();
    const changes = collect<Agent>((push) =>
      actions.bus.subscribe(catalog.agentChanged, (e) => e.agent.ownerId === userId && push(e.agent)),
    );

    const copy = await clone(source.id, userId);
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      ownerId: userId,
      visibility: 'private',
      votes: 0,
      share: { anonymous_enabled: false },
      prompt: source.prompt,
      name: 'Original',
      system_prompt: source.system_prompt,
      tags: source.tags,
      category: 'History',
      record: { status: 'ready', event_type: 'model_built' },
    });
    const newKeys = [
      copy.record.image_key,
      copy.record.video_key,
      copy.record.lip_sync_key,
      copy.record.model_key,
      copy.poster_key,
    ];
    expect(newKeys.every((key) => key?.startsWith(`agents/${copy.id}/`))).toBe(true);
    expect(copy.audio_key).toBeNull();
    // Same bytes under the new keys; the source's files are untouched.
    for (const [field, key] of [
      ['image_key', copy.record.image_key],
      ['model_key', copy.record.model_key],
    ] as const) {
      const from = source.record[field]!;
      expect(await readText(actions.storage, key!)).toBe(`bytes of ${from}`);
      expect(await readText(actions.storage, from)).toBe(`bytes of ${from}`);
    }
    expect(await listKeys(actions.storage, `agents/${copy.id}`)).toEqual(
      files.map((key) => key.replace(source.id, copy.id)).sort(),
    );
    expect(await listKeys(actions.storage, `uploads/${userId}`)).toEqual([]);
    await expect.poll(() => changes.seen.map((each) => each.id)).toEqual([copy.id]);
    changes.stop();
    // The source is as it was.
    expect((await actions.deps.agents.sharing.findForViewer(source.id))?.agent).toMatchObject({
      ownerId: source.ownerId,
      votes: 1,
      visibility: 'public',
    });
  });

  it('lets the owner clone their own private agent; refuses others and unready agents', async () => {
    const mine = await readyAgent(actions.bus);
    await storeAgentFiles(actions.storage, mine);
    expect((await clone(mine.id, mine.ownerId)).ownerId).toBe(mine.ownerId);
    await expect(clone(mine.id, newUserId())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const unready = await generatingAgent(actions.bus);
    await expect(clone(unready.id, unready.ownerId)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a ready agent can be cloned.',
    });
  });

  it('maps copied keys to the new agent, uploads to the new owner', () => {
    const to = { ownerId: 'b'.repeat(24), agentId: 'A22BBB2222' };
    const from = { agentId: 'A11AAA1111' };
    expect(mediaAssets.cloneKeyOf('agents/A11AAA1111/model.imx', from, to)).toBe('agents/A22BBB2222/model.imx');
    expect(mediaAssets.cloneKeyOf(`uploads/${'a'.repeat(24)}/A11AAA1111/f.png`, from, to)).toBe(
      `uploads/${to.ownerId}/A22BBB2222/f.png`,
    );
    expect(mediaAssets.cloneKeyOf('elsewhere/f.png', from, to)).toBe('agents/A22BBB2222/copied/elsewhere/f.png');
  });
});
