import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReplyOf, RequestOf, catalogActions } from '@avatarium/contracts';
import { visibleOrNotFound } from './agent-access.js';
import type { AgentActionsDeps } from './agent-actions-deps.js';

/** 24 random bytes, base64url: 32 characters, 192 bits. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Compares a presented token with the stored one in constant time. */
export function isShareToken(stored: string | null, given: string | null): boolean {
  if (!stored || !given) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What a share link carries: the owner's token (made on first request, then stable) and
 * whether it grants anonymous access; a public agent shared by anyone else needs no token.
 */
export async function getShareLink(
  deps: AgentActionsDeps,
  input: RequestOf<typeof catalogActions.getShareLink>,
): Promise<ReplyOf<typeof catalogActions.getShareLink>> {
  const { agent, shareToken } = visibleOrNotFound(await deps.agents.findVisibleTo(input.agentId, input.userId), input.userId);
  if (agent.ownerId !== input.userId) return { agentId: agent.id, token: null, anonymous: false };
  const token = shareToken ?? (await deps.agents.sharing.shareTokenOfOwner(agent.id, input.userId, newShareToken()));
  return { agentId: agent.id, token, anonymous: agent.share.anonymous_enabled };
}
