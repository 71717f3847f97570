import type { Resolvers } from '../../../generated/resolvers-types.js';
import { getDynamics, setDynamics } from '../use-cases/dynamics-settings.js';
import { generateMovements, regenerateMovements } from '../use-cases/generate-movements.js';
import { movementClipUrls } from '../use-cases/movement-clips.js';
import { agentDynamicsUpdates } from './Subscription/agentDynamicsUpdates.js';
import { dynamicsResult } from './to-graphql.js';

// Each field is the twin of a REST call: the same use case, the body in the REST shape.
export const dynamicsResolvers: Resolvers = {
  // Signed only when a query selects it (the viewer does, the cards do not).
  Agent: { movementClips: (agent, _args, context) => movementClipUrls(context.deps, agent) },
  Query: {
    agentDynamics: async (_parent, { id }, context) =>
      dynamicsResult(await getDynamics(context.deps, context.user?.id ?? null, id)),
  },
  Mutation: {
    setAgentDynamics: async (_parent, { id, dynamics }, context) => {
      const batch_results = Object.fromEntries(
        dynamics.batch_results.map(({ id: videoId, ...video }) => [
          videoId,
          Object.fromEntries(Object.entries(video).filter(([, value]) => value !== null && value !== undefined)),
        ]),
      );
      const body = { dynamics: { enabled: dynamics.enabled, talking: dynamics.talking ?? undefined, batch_results } };
      return dynamicsResult(await setDynamics(context.deps, context.user?.id ?? null, id, body, context.host));
    },
    resetAgentDynamics: async (_parent, { id }, context) =>
      dynamicsResult(await setDynamics(context.deps, context.user?.id ?? null, id, { dynamics: null }, context.host)),
    setAgentDynamicsEnabled: async (_parent, { id, enabled }, context) =>
      dynamicsResult(
        await setDynamics(
          context.deps,
          context.user?.id ?? null,
          id,
          { dynamics: { enabled }, toggleEnabled: true },
          context.host,
        ),
      ),
    generateAgentMovements: async (_parent, { id }, context) => {
      const result = await generateMovements(context.deps, context.user?.id ?? null, { agent_id: id });
      return result.ok ? { ok: true, jobId: result.job_id, error: null } : { ok: false, jobId: null, error: result.error };
    },
    regenerateAgentMovements: async (_parent, { id }, context) => {
      const result = await regenerateMovements(context.deps, context.user?.id ?? null, { agent_id: id });
      return result.ok
        ? { ok: true, fallbackToAsync: result.fallback_to_async, error: null }
        : { ok: false, fallbackToAsync: false, error: result.error };
    },
  },
  Subscription: { agentDynamicsUpdates },
};
