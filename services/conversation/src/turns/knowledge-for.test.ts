import { defineEvent, knowledge } from '@avatarium/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ownerSession, talk, useConversationStack } from '../../../../testkit/conversation/conversation-stack.js';

// Issue 24: the FAQ is asked only for agents that answer from it. Here no knowledge service
// runs (as on a deployment without one): it used to be asked, and to fail, on every turn.
const env = useConversationStack();

/** Every knowledge.retrieve request on the bus (a plain subscriber sees each one; it answers none). */
function countRetrievals() {
  const seen: string[] = [];
  const stop = env.bus.subscribe(defineEvent('knowledge.retrieve', knowledge.retrieve.request), (request) =>
    seen.push(request.agentId),
  );
  return { seen, stop };
}

const stateOf = (agentId: string, ownerId: string, enabled: boolean | undefined): knowledge.KnowledgeState => ({
  agentId,
  knowledge: enabled === undefined ? {} : { faq: `/api/agents/${agentId}/knowledge/faq.csv`, enabled },
  status: 'ready',
  progress: null,
  error: null,
  preview: { headers: ['Question', 'Answer'], rows: [], totalRows: 1 },
  unanswered: [],
  answering: knowledge.DEFAULT_ANSWERING,
  updated_at: new Date().toISOString(),
});

beforeEach(() => {
  env.engines.chat.script = { reply: 'Sure.', firstTokenDelayMs: 1, tokenDelayMs: 1, error: null };
});

describe('asking the FAQ', () => {
  it('without a knowledge service: asked once, then not for a while; every turn is answered', async () => {
    const retrievals = countRetrievals();
    const { agent, session } = await ownerSession(env.bus);
    for (const question of ['Where can I park?', 'Is there a café?', 'Do you sell maps?']) {
      const { events } = await talk(env.bus, session, question);
      expect(events.at(-1)?.type).toBe('turn.done');
    }
    retrievals.stop();
    expect(retrievals.seen.filter((id) => id === agent.id)).toHaveLength(1);
  });

  it('not at all for an agent whose FAQ is off, again once it is turned on; never for small talk', async () => {
    const { agent, session } = await ownerSession(env.bus);
    env.bus.publish(knowledge.knowledgeChanged, { ownerId: agent.ownerId, state: stateOf(agent.id, agent.ownerId, false) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const retrievals = countRetrievals();
    await talk(env.bus, session, 'Where can I park?');
    await talk(env.bus, session, 'Is there a café?');
    expect(retrievals.seen).toEqual([]);

    env.bus.publish(knowledge.knowledgeChanged, { ownerId: agent.ownerId, state: stateOf(agent.id, agent.ownerId, true) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await talk(env.bus, session, 'Hello!');
    await talk(env.bus, session, 'What is my name?');
    expect(retrievals.seen).toEqual([]);
    await talk(env.bus, session, 'Where can I park?');
    retrievals.stop();
    expect(retrievals.seen).toEqual([agent.id]);
  });
});
