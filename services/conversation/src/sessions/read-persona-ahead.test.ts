import { describe, expect, it } from 'vitest';
import { generatingAgent, readyAgent } from '../../../../testkit/catalog/agent-actions-stack.js';
import { newAccount, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';

const env = useConversationStack();

async function until(done: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const personasRead = () =>
  env.engines.chat.readInBackground.map((messages) => messages.map((message) => message.content).join('\n'));

describe("an agent's persona read before its first visitor", () => {
  it('is handed to the model when the agent becomes Ready: the first message its sessions start with', async () => {
    const ownerId = await newAccount(env.bus);
    const before = env.engines.chat.readInBackground.length;
    await generatingAgent(env.bus, ownerId);
    const agent = await readyAgent(env.bus, ownerId, { name: 'Bartholomew', system_prompt: 'You keep the old lighthouse.' });
    await until(() => personasRead().some((persona) => persona.includes('You keep the old lighthouse.')));
    const read = env.engines.chat.readInBackground.slice(before);
    // Only the Ready agent's: the one still generating has no persona to read.
    expect(read).toHaveLength(1);
    expect(read[0]).toEqual([
      { role: 'system', content: expect.stringContaining('You are Bartholomew. Stay in character.') as string },
    ]);
    expect(agent.record.status).toBe('ready');
  });
});
