import { z } from 'zod';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';
import { Agent, AgentCategory, AgentId, type AgentStatusRecord } from './agent.js';
import { deriveDisplayStatus } from './display-status.js';

/**
 * What an owner or a visitor does with an agent card (spec 002 2.4-2.11, 4.3-4.5; issue 7).
 * Every subject is answered by the catalog service in the `catalog` queue group. Expected
 * failures arrive as AppErrors with these codes and user-facing messages:
 * - NOT_FOUND 'Agent not found': the agent does not exist or the caller may not see it
 *   (another user's private agent is never revealed).
 * - FORBIDDEN 'You do not own this agent': an owner-only change of a public agent the caller
 *   can see but does not own.
 * - CONFLICT: the agent is not in a state that allows the action (e.g. not ready).
 * - BAD_INPUT: the request does not match its schema.
 * See docs/decisions/galleries-and-sharing.md.
 */

/** Raw statuses the community lists as finished (the same rule as `catalog.agent.list-community`). */
export const COMMUNITY_READY_STATUSES = ['ready', 'success'] as const;

/**
 * "Status ready" for the actions (clone, make public): the card shows Ready. A raw `success`
 * that still waits for face points (animal_detected) is not ready.
 */
export function isAgentReady(
  record: Pick<
    AgentStatusRecord,
    'status' | 'event_type' | 'is_animal' | 'image_key' | 'video_key' | 'lip_sync_key' | 'model_key'
  >,
): boolean {
  return deriveDisplayStatus(record) === 'success';
}

/** Gallery sort (spec 002 section 9: trending or popularity, default popularity). */
export const CommunitySort = z.enum(['trending', 'popularity']);
export type CommunitySort = z.infer<typeof CommunitySort>;

export const COMMUNITY_PAGE_DEFAULT_LIMIT = 20;
export const COMMUNITY_PAGE_MAX_LIMIT = 100;
export const COMMUNITY_SEARCH_MAX_LENGTH = 100;
/** Deep pages cost a scan each; nobody scrolls 10,000 cards. */
export const COMMUNITY_MAX_OFFSET = 10_000;

// C0 and C1 control characters (NUL among them): no agent name or tag holds one, and a NUL
// reaching the database fails the query (a 503 instead of the caller's 400).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
export const COMMUNITY_SEARCH_CONTROL_CHARACTERS = 'search must not contain control characters';

/** Search text: trimmed; empty means no search. Matched as a case-insensitive literal substring. */
export const CommunitySearch = z
  .string()
  .trim()
  .max(COMMUNITY_SEARCH_MAX_LENGTH)
  .refine((text) => !CONTROL_CHARACTERS.test(text), { error: COMMUNITY_SEARCH_CONTROL_CHARACTERS })
  .optional();

/**
 * One page of the community gallery: public agents that finished generating, optionally of
 * one category (omit it for 'All'), whose name or a tag contains the search text.
 * popularity = total votes, then newest; trending = votes decayed with a 7-day half-life,
 * then total votes, then newest. `total` counts every match (for paging).
 */
export const listCommunityPage = defineRequest(
  'catalog.agent.list-community-page',
  z.object({
    category: AgentCategory.optional(),
    sortBy: CommunitySort.default('popularity'),
    search: CommunitySearch,
    limit: z.number().int().positive().max(COMMUNITY_PAGE_MAX_LIMIT).default(COMMUNITY_PAGE_DEFAULT_LIMIT),
    offset: z.number().int().nonnegative().max(COMMUNITY_MAX_OFFSET).default(0),
  }),
  z.object({ agents: z.array(Agent), total: z.number().int().nonnegative() }),
);

/**
 * The category filter's counts: public, finished agents per category matching the search
 * text (the selected category is ignored, so every chip keeps its number). Every category of
 * AGENT_CATEGORIES is listed, in that order, zeros included; `all` is the sum (the 'All' chip).
 */
export const countCommunityCategories = defineRequest(
  'catalog.agent.count-community-categories',
  z.object({ search: CommunitySearch }),
  z.object({
    all: z.number().int().nonnegative(),
    categories: z.array(z.object({ category: AgentCategory, count: z.number().int().nonnegative() })),
  }),
);

/**
 * The community version: a counter every write that changes what the gallery shows bumps before
 * its reply. A reader that caches pages (the gateway) serves only a page of the newest version
 * it knows, kept from communityVersionChanged and asked here when it has none.
 */
export const communityVersion = defineRequest(
  'catalog.agent.community-version',
  z.object({}),
  z.object({ version: z.number().int().nonnegative() }),
);

/**
 * The community version moved to `version` (published by the catalog after each bump, before the
 * write's reply): every gateway keeps the newest it heard and serves its cached pages of it
 * without asking (communityVersion is asked only at start, after a reconnect, or with none yet).
 */
export const communityVersionChanged = defineEvent(
  'catalog.agent.community-version-changed',
  z.object({ version: z.number().int().nonnegative() }),
);

/**
 * POST /api/agents/{id}/vote. One vote per user per agent, no toggle: a repeated vote is
 * accepted and answers the unchanged total (`counted: false`). Only the owner's own or a
 * public agent can be voted on (NOT_FOUND otherwise). The gateway requires a signed-in user.
 */
export const voteAgent = defineRequest(
  'catalog.agent.vote',
  z.object({ agentId: AgentId, userId: UserId }),
  z.object({ agentId: AgentId, votes: z.number().int().nonnegative(), counted: z.boolean() }),
);

/**
 * A copy of a ready agent (the user's own or a public one) into the user's agents: a new id,
 * private, no votes, anonymous sharing off, the same prompt, persona and generation record,
 * its files copied by the media service to keys of the new agent. Not ready: CONFLICT.
 * Publishes `catalog.agent.changed` with the clone.
 */
export const cloneAgent = defineRequest('catalog.agent.clone', z.object({ agentId: AgentId, userId: UserId }), Agent);

/**
 * DELETE /api/agents {agentId}: the owner's agent, with its stored files, its generation job,
 * its votes and its share link. Anyone else: NOT_FOUND. Publishes `catalog.agent.deleted`
 * (and `catalog.agent.community-changed` with a null agent when it was public).
 */
export const deleteAgent = defineRequest(
  'catalog.agent.delete',
  z.object({ agentId: AgentId, ownerId: UserId }),
  z.object({ agentId: AgentId, deleted: z.literal(true) }),
);

/**
 * PATCH /api/agents/{id} {visibility, category?}: owner only. Making it public needs a ready
 * agent (CONFLICT otherwise) and sets the category when one is given; making it private
 * keeps the category.
 */
export const setVisibility = defineRequest(
  'catalog.agent.set-visibility',
  z.object({
    agentId: AgentId,
    ownerId: UserId,
    visibility: z.enum(['public', 'private']),
    category: AgentCategory.optional(),
  }),
  Agent,
);

/** PATCH /api/agents/{id}/category {category}: owner only; 'All' is not a category. */
export const setCategory = defineRequest(
  'catalog.agent.set-category',
  z.object({ agentId: AgentId, ownerId: UserId, category: AgentCategory }),
  Agent,
);

/** PUT /api/agents/{id}/sharing {share:{anonymous_enabled}}: owner only. */
export const setSharing = defineRequest(
  'catalog.agent.set-sharing',
  z.object({
    agentId: AgentId,
    ownerId: UserId,
    anonymous_enabled: z.boolean().optional(),
    /** false revokes the share link (its token stops working at once); true after that issues a new one. */
    sharing_enabled: z.boolean().optional(),
  }),
  Agent,
);

/**
 * A share link's secret part: 24 random bytes, base64url (32 characters). Only the owner is
 * given it; it is kept beside the agent, never in the Agent entity.
 */
export const ShareToken = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Invalid share token');

/**
 * What to put in a share link (POST /api/viewer/generate-share-url). The owner gets the
 * agent's token (created on the first request, then always the same) and whether it grants
 * anonymous access; anyone else may share a public agent, with no token (the viewer then
 * needs no token, as the agent is public). Another user's private agent: NOT_FOUND.
 */
export const getShareLink = defineRequest(
  'catalog.agent.share-link',
  z.object({ agentId: AgentId, userId: UserId }),
  z.object({ agentId: AgentId, token: ShareToken.nullable(), anonymous: z.boolean() }),
);

/**
 * The viewer route's read (/view/{agentId}[?share=token]). Who sees the agent:
 * the owner; anyone for a public agent; anyone with a valid token when anonymous access is
 * on; a signed-in user with a valid token when it is off (signed out: `requiresSignIn`).
 * Otherwise `{ agent: null, requiresSignIn: false }`, whether or not the agent exists.
 */
export const getAgentForViewer = defineRequest(
  'catalog.agent.get-for-viewer',
  z.object({ agentId: AgentId, userId: UserId.nullable(), shareToken: z.string().max(200).nullable() }),
  z.object({ agent: Agent.nullable(), requiresSignIn: z.boolean() }),
);

/**
 * Whose eyes the agent's picture is for (GET /api/agents/{id}/image, the chat widget's
 * launcher on another site): the owner; anyone for a public agent; anyone with a valid token,
 * whichever link type (a login-required link still asks a visitor to sign in before talking,
 * but the owner put the picture on that page). Otherwise `{ agent: null }`, whether or not
 * the agent exists.
 */
export const getAgentForPicture = defineRequest(
  'catalog.agent.get-for-picture',
  z.object({ agentId: AgentId, userId: UserId.nullable(), shareToken: z.string().max(200).nullable() }),
  z.object({ agent: Agent.nullable() }),
);

/** The owner deleted the agent: the gateway removes its card from the owner's open pages. */
export const agentDeleted = defineEvent(
  'catalog.agent.deleted',
  z.object({ agentId: AgentId, ownerId: UserId, wasPublic: z.boolean() }),
);

/**
 * Something community viewers see changed: a public agent changed (votes, category, ...)
 * or became public (`agent` is its new state), or it left the community by becoming private
 * or being deleted (`agent` is null). The gateway pushes it to everyone watching the
 * community list; the owner's own pages follow `catalog.agent.changed` / `catalog.agent.deleted`.
 */
export const communityAgentChanged = defineEvent(
  'catalog.agent.community-changed',
  z.object({ agentId: AgentId, agent: Agent.nullable() }),
);
