import { PROMPT_MAX_LENGTH } from './agent-limits.js';
import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { Agent, AgentCategory, AgentId, AgentModel, AgentPersona, AgentStatusRecord } from './agent.js';

/** Creates the agent record (status pending). A proposed id is used when free, else a new one is issued. */
export const createAgent = defineRequest(
  'catalog.agent.create',
  z.object({
    ownerId: UserId,
    proposedId: AgentId.optional(),
    prompt: z.string().min(1).max(PROMPT_MAX_LENGTH),
    model: AgentModel,
  }),
  Agent,
);

/**
 * Who a read is for: the owner (any of their agents) or anyone (public agents only). Part of
 * every read's request, so no caller has to re-check the owner after the fact.
 */
export const AgentReadScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('owner'), ownerId: UserId }),
  z.object({ kind: z.literal('public') }),
]);
export type AgentReadScope = z.infer<typeof AgentReadScope>;

/** One agent by code within the scope; null when it does not exist or the scope may not see it. */
export const getAgent = defineRequest(
  'catalog.agent.get',
  z.object({ agentId: AgentId, scope: AgentReadScope }),
  Agent.nullable(),
);

export const listOwnedAgents = defineRequest('catalog.agent.list-owned', z.object({ ownerId: UserId }), z.array(Agent));

/** Applies a generation step; ignored when `version` is not newer than the stored one (retries, reordering). */
export const applyGeneration = defineRequest(
  'catalog.agent.apply-generation',
  z.object({
    agentId: AgentId,
    version: z.number().int().positive(),
    record: AgentStatusRecord,
    persona: AgentPersona.optional(),
    poster_key: z.string().optional(),
    audio_key: z.string().optional(),
  }),
  Agent,
);

/** Removes an agent that never started (e.g. the creation could not be paid). */
export const discardAgent = defineRequest(
  'catalog.agent.discard',
  z.object({ agentId: AgentId, ownerId: UserId }),
  z.object({ discarded: z.boolean() }),
);

/** Every change to an agent, with the whole new state: the gateway pushes it to the owner's browsers. */
export const agentChanged = defineEvent('catalog.agent.changed', z.object({ agent: Agent }));

/** Public, ready agents for the community gallery and Prompt Ideas, newest first (other orders arrive with the galleries). */
export const listCommunityAgents = defineRequest(
  'catalog.agent.list-community',
  z.object({
    category: AgentCategory.optional(),
    search: z.string().trim().max(100).optional(),
    limit: z.number().int().positive().max(100).default(60),
  }),
  z.array(Agent),
);
