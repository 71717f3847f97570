import { Readable } from 'node:stream';
import { credits } from '@avatarium/contracts';
import { readyAgentOf, signedInUser } from '../agent-cards.js';
import type { TestStack } from '../stack.js';

/** A signed-in owner with `extra` credits on top of the Free plan's 199, and a ready agent whose picture is `image`. */
export async function ownerWithAgent(stack: TestStack, image: Buffer, extra: number) {
  const owner = await signedInUser(stack);
  await stack.bus.request(credits.openAccount, { userId: owner.userId });
  await stack.bus.request(credits.grantCredits, {
    userId: owner.userId,
    amount: extra,
    idempotencyKey: `test-top-up-${owner.userId}`,
    reason: 'test top-up',
  });
  const agent = await readyAgentOf(stack, owner.userId);
  await stack.storage.put(agent.record.image_key!, Readable.from([image]), 'image/jpeg');
  return { owner, agent };
}

export const balanceOf = async (stack: TestStack, userId: string) =>
  (await stack.bus.request(credits.getBalance, { userId })).balance;
