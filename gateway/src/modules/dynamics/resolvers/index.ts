import type { Resolvers } from '../../../generated/resolvers-types.js';
import { getDynamics, setDynamics } from '../use-cases/dynamics-settings.js';
import { generateMovements, regenerateMovements } from '../use-cases/generate-movements.js';
import { movementClipsFor, movementClipUrls } from '../use-cases/movement-clips.js';
import { agentDynamicsUpdates } from './Subscription/agentDynamicsUpdates.js';
import { dynamicsResult } from './to-graphql.js';
import { optionalCaller } from '../../shared/caller.js';
import { graphqlResult } from '../../shared/graphql-result.js';

// Each field is the twin of a REST call: the same use case, the body in the REST shape.
export const dynamicsResolvers: Resolvers = {
  // Signed only when a query selects it (the viewer does, the cards do not).
  Agent: {
    movementClips: (agent, _args, context) => movementClipUrls(context.deps, agent),
    movements: (agent, _args, context) => movementClipsFor(context.deps, agent),
  },
  Query: {
    agentDynamics: async (_parent, { id }, context) => dynamicsResult(getDynamics(context.deps, optionalCaller(context), id)),
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
      return dynamicsResult(setDynamics(context.deps, optionalCaller(context), id, body, context.host));
    },
    resetAgentDynamics: async (_parent, { id }, context) =>
      dynamicsResult(setDynamics(context.deps, optionalCaller(context), id, { dynamics: null }, context.host)),
    setAgentDynamicsEnabled: async (_parent, { id, enabled }, context) =>
      dynamicsResult(
        setDynamics(context.deps, optionalCaller(context), id, { dynamics: { enabled }, toggleEnabled: true }, context.host),
      ),
    generateAgentMovements: async (_parent, { id }, context) => {
      const started = generateMovements(context.deps, optionalCaller(context), { agent_id: id });
      return graphqlResult(started.then(({ job_id }) => ({ jobId: job_id })));
    },
    regenerateAgentMovements: async (_parent, { id }, context) => {
      const started = regenerateMovements(context.deps, optionalCaller(context), { agent_id: id });
      return graphqlResult(
        started.then(({ fallback_to_async }) => ({ fallbackToAsync: fallback_to_async })),
        { fallbackToAsync: false },
      );
    },
  },
  Subscription: { agentDynamicsUpdates },
};
