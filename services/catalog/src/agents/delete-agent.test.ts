import { catalog, catalogActions } from '@avatarium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceStack } from '../../../../testkit/service-stack.js';
import { GenerationJobRepository } from '../../../media/src/generation/jobs/generation-job.repository.js';
import {
  collect,
  listKeys,
  newUserId,
  publicAgent,
  readyAgent,
  startActionsStack,
  storeAgentFiles,
  storeText,
  type ActionsStack,
} from '../../../../testkit/catalog/agent-actions-stack.js';

let actions: ActionsStack;
let jobs: GenerationJobRepository;
beforeAll(async () => {
  actions = await startActionsStack(await startServiceStack(['catalog', 'media']), true);
  jobs = new GenerationJobRepository(actions.mediaMongo!);
});
afterAll(() => actions.stop());

const remove = (agentId: string, ownerId: string) =>
  actions.bus.request(catalogActions.deleteAgent, { agentId, ownerId }, { timeoutMs: 30_000 });

describe('catalog.agent.delete', () => {
  it('removes the files, the generation job, the votes and the agent, and announces it', async () => {
    const agent = await publicAgent(actions.bus, 'Doomed');
    await storeAgentFiles(actions.storage, agent);
    const upload = `uploads/${agent.ownerId}/${agent.id}/photo.png`;
    await storeText(actions.storage, upload, 'raw');
    const neighbour = `uploads/${agent.ownerId}/A00AAA0000/photo.png`;
    await storeText(actions.storage, neighbour, 'another agent of the same owner');
    await jobs.create({
      agentId: agent.id,
      ownerId: agent.ownerId,
      prompt: 'p',
      model: 'essence',
      inputs: { imageKey: upload, videoKey: null, audioKey: null },
      options: { aspectRatio: '16:9', videoAspectRatio: '16:9', durationSeconds: 10 },
    });
    const voter = newUserId();
    await actions.bus.request(catalogActions.voteAgent, { agentId: agent.id, userId: voter });
    const deleted = collect<unknown>((push) =>
      actions.bus.subscribe(catalogActions.agentDeleted, (e) => e.agentId === agent.id && push(e)),
    );
    const community = collect<unknown>((push) =>
      actions.bus.subscribe(catalogActions.communityAgentChanged, (e) => e.agentId === agent.id && push(e.agent)),
    );

    expect(await remove(agent.id, agent.ownerId)).toEqual({ agentId: agent.id, deleted: true });
    expect(await listKeys(actions.storage, `agents/${agent.id}`)).toEqual([]);
    expect(await listKeys(actions.storage, `uploads/${agent.ownerId}/${agent.id}`)).toEqual([]);
    expect(await listKeys(actions.storage, `uploads/${agent.ownerId}/A00AAA0000`)).toEqual([neighbour]);
    expect(await jobs.find(agent.id, agent.ownerId)).toBeNull();
    expect(await actions.deps.votes.hasVoted(agent.id, voter)).toBe(false);
    expect(await actions.deps.agents.sharing.findForViewer(agent.id)).toBeNull();
    expect(
      await actions.bus.request(catalog.getAgent, { agentId: agent.id, scope: { kind: 'owner', ownerId: agent.ownerId } }),
    ).toBeNull();
    await expect.poll(() => deleted.seen).toEqual([{ agentId: agent.id, ownerId: agent.ownerId, wasPublic: true }]);
    await expect.poll(() => community.seen).toEqual([null]);
    deleted.stop();
    community.stop();
    // Again: it is gone.
    await expect(remove(agent.id, agent.ownerId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is NOT_FOUND for anyone but the owner, public or private, and keeps everything', async () => {
    const shown = await publicAgent(actions.bus, 'Shown');
    const hidden = await readyAgent(actions.bus);
    for (const agent of [shown, hidden]) {
      const files = await storeAgentFiles(actions.storage, agent);
      await expect(remove(agent.id, newUserId())).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Agent not found' });
      expect(await actions.deps.agents.sharing.findForViewer(agent.id)).not.toBeNull();
      expect(await listKeys(actions.storage, `agents/${agent.id}`)).toEqual(files.sort());
    }
  });

  it('announces a private agent without touching the community', async () => {
    const agent = await readyAgent(actions.bus);
    const community = collect<unknown>((push) =>
      actions.bus.subscribe(catalogActions.communityAgentChanged, (e) => e.agentId === agent.id && push(e.agent)),
    );
    const deleted = collect<unknown>((push) =>
      actions.bus.subscribe(catalogActions.agentDeleted, (e) => e.agentId === agent.id && push(e)),
    );
    await remove(agent.id, agent.ownerId);
    await expect.poll(() => deleted.seen).toEqual([{ agentId: agent.id, ownerId: agent.ownerId, wasPublic: false }]);
    expect(community.seen).toEqual([]);
    community.stop();
    deleted.stop();
  });
});
