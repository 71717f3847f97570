import { AGENT_ID_LETTERS, catalog, type Agent } from '@avatarium/contracts';
import { AppError, type Bus } from '@avatarium/platform';
import { randomInt } from 'node:crypto';

function agentId(): string {
  const letters = Array.from({ length: 3 }, () => AGENT_ID_LETTERS[randomInt(AGENT_ID_LETTERS.length)]).join('');
  return `A${String(randomInt(100)).padStart(2, '0')}${letters}${String(randomInt(10_000)).padStart(4, '0')}`;
}

/**
 * The catalog subjects the pipeline uses, in memory, for when services/catalog does not answer
 * them (it is built in parallel). Same rules: versions only move forward, every applied change
 * is announced on catalog.agent.changed.
 */
export function serveFakeCatalog(bus: Bus): void {
  const agents = new Map<string, Agent>();
  const queue = 'catalog';
  bus.serve(
    catalog.createAgent,
    async (input) => {
      const id = input.proposedId && !agents.has(input.proposedId) ? input.proposedId : agentId();
      const now = new Date().toISOString();
      const agent: Agent = {
        id,
        ownerId: input.ownerId,
        prompt: input.prompt,
        name: null,
        description: null,
        system_prompt: null,
        tags: [],
        category: 'Uncategorized',
        language: 'en',
        gender: null,
        voice_id: null,
        visibility: 'private',
        model_type: input.model,
        poster_key: null,
        audio_key: null,
        record: {
          status: 'pending',
          event_type: 'created',
          image_key: null,
          video_key: null,
          lip_sync_key: null,
          model_key: null,
          is_animal: false,
          face_handled: false,
          error_type: null,
          error_message: null,
          model: input.model,
        },
        version: 0,
        createdAt: now,
        updatedAt: now,
      };
      agents.set(id, agent);
      return agent;
    },
    queue,
  );
  bus.serve(catalog.getAgent, async ({ agentId: id }) => agents.get(id) ?? null, queue);
  bus.serve(
    catalog.listOwnedAgents,
    async ({ ownerId }) => [...agents.values()].filter((agent) => agent.ownerId === ownerId),
    queue,
  );
  bus.serve(
    catalog.discardAgent,
    async ({ agentId: id, ownerId }) => ({ discarded: agents.get(id)?.ownerId === ownerId && agents.delete(id) }),
    queue,
  );
  bus.serve(
    catalog.applyGeneration,
    async (input) => {
      const agent = agents.get(input.agentId);
      if (!agent) throw new AppError('NOT_FOUND', 'Agent not found');
      if (input.version <= agent.version) return agent;
      const persona = input.persona;
      const next: Agent = {
        ...agent,
        ...(persona ? { ...persona, gender: persona.gender } : {}),
        poster_key: input.poster_key ?? agent.poster_key,
        audio_key: input.audio_key ?? agent.audio_key,
        record: input.record,
        version: input.version,
        updatedAt: new Date().toISOString(),
      };
      agents.set(agent.id, next);
      bus.publish(catalog.agentChanged, { agent: next });
      return next;
    },
    queue,
  );
}

/** Serves the fake only when no catalog service answers (no responders fails at once). */
export async function ensureCatalog(bus: Bus): Promise<'real' | 'fake'> {
  try {
    await bus.request(catalog.getAgent, { agentId: 'A00AAA0000' }, { timeoutMs: 2_000 });
    return 'real';
  } catch {
    serveFakeCatalog(bus);
    return 'fake';
  }
}
