import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineEvent } from '@avatarium/contracts';
import { Bus, connectNats, createLogger } from '@avatarium/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startNats, type NatsServerHandle } from '../../../tools/infra/index.js';
import { EventHub, eventIndex } from './event-hub.js';

// Issue 22: one long-lived gateway serves a viewer (agent changes by agent id) and a workspace
// (the same subject by owner id) at once. Whoever subscribed first must not hide the other.
const agentChanged = defineEvent('test.hub.agent.changed', z.object({ agentId: z.string(), ownerId: z.string() }));
const byAgent = eventIndex(agentChanged, (event) => event.agentId);
const byOwner = eventIndex(agentChanged, (event) => event.ownerId);

let scratch: string;
let nats: NatsServerHandle;
let bus: Bus;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'avatarium-hub-'));
  nats = await startNats({ storeDir: scratch });
  bus = new Bus(await connectNats(nats.clientUrl, 'hub-test'), createLogger('hub-test', 'silent'));
}, 120_000);
afterAll(async () => {
  await bus?.nc.close();
  await nats?.stop();
  await rm(scratch, { recursive: true, force: true });
});

/** Events received by each listener until `settled` says all arrived. */
function collector() {
  const seen: Record<string, string[]> = {};
  return {
    seen,
    on: (name: string) => (event: { agentId: string }) => (seen[name] ??= []).push(event.agentId),
  };
}

describe('EventHub: several ways of keying one subject', () => {
  for (const order of [
    ['viewer', 'workspace'],
    ['workspace', 'viewer'],
  ] as const) {
    it(`delivers to a ${order[0]} and a ${order[1]} subscribed in that order`, async () => {
      const hub = new EventHub(bus);
      const events = collector();
      const subscribe = {
        viewer: () => hub.listen(byAgent, 'agent-1', events.on('viewer')),
        workspace: () => hub.listen(byOwner, 'owner-1', events.on('workspace')),
      };
      for (const kind of order) subscribe[kind]();
      const stranger = hub.listen(byOwner, 'owner-2', events.on('stranger'));
      await bus.nc.flush();

      bus.publish(agentChanged, { agentId: 'agent-1', ownerId: 'owner-1' });
      bus.publish(agentChanged, { agentId: 'agent-2', ownerId: 'owner-1' });
      await expect.poll(() => events.seen.workspace?.length ?? 0).toBe(2);
      await expect.poll(() => events.seen.viewer?.length ?? 0).toBe(1);
      expect(events.seen).toEqual({ viewer: ['agent-1'], workspace: ['agent-1', 'agent-2'] });
      stranger();
      hub.close();
    });
  }

  it('keeps delivering to the other kind after one kind has left, and to newcomers', async () => {
    const hub = new EventHub(bus);
    const events = collector();
    const stopViewer = hub.listen(byAgent, 'agent-1', events.on('viewer'));
    hub.listen(byOwner, 'owner-1', events.on('workspace'));
    stopViewer();
    hub.listen(byAgent, 'agent-1', events.on('second viewer'));
    await bus.nc.flush();

    bus.publish(agentChanged, { agentId: 'agent-1', ownerId: 'owner-1' });
    await expect.poll(() => Object.keys(events.seen).sort()).toEqual(['second viewer', 'workspace']);
    expect(hub.listenerCount).toBe(2);
    hub.close();
  });
});
