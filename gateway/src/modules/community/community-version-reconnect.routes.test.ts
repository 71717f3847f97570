import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAgentOf, signedInUser } from '../../../../testkit/agent-cards.js';
import { startStack, type TestStack } from '../../../../testkit/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.stop());

describe('the community version after a NATS reconnect', () => {
  it('asks the catalog again, so a change whose event it missed while away is in the next read', async () => {
    const owner = await signedInUser(stack);
    const word = `reconnect${Date.now().toString(36)}`;
    const agent = await publicAgentOf(stack, owner.userId, { name: `${word} Fox` }, 'Animals');
    const path = `/api/agents?type=community&search=${word}`;
    const votes = async () => (await stack.client().get(path)).data.agents?.map((each: { votes: number }) => each.votes);
    expect(await votes()).toEqual([0]);

    // A change made while the gateway is away from NATS: no event reaches it (written as the
    // catalog writes a vote: the agent, then the community version).
    const env = stack.serviceEnv('catalog');
    const db = mongoose.createConnection(env.MONGODB_URI!, { dbName: env.MONGODB_DB });
    try {
      await stack.natsServer.stop();
      await db.collection('agents').updateOne({ _id: agent.id as never }, { $set: { votes: 7 } });
      await db
        .collection('community_versions')
        .updateOne({ _id: 'community' as never }, { $inc: { version: 1 } }, { upsert: true });
      await stack.natsServer.start();
    } finally {
      await db.close();
    }
    await expect.poll(votes, { timeout: 15_000, interval: 100 }).toEqual([7]);
  }, 60_000);
});
