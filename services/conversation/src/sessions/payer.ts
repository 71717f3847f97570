import type { Agent } from '@avatarium/contracts';

/**
 * Who pays for conversation time (docs/decisions/conversation.md): the viewer when a signed-in
 * non-owner came in through a login-required share link (the agent is private and its
 * anonymous access is off, so the link is the only way in); the owner in every other case
 * (the owner, a public agent, an anonymous link).
 */
export function payerOf(agent: Pick<Agent, 'ownerId' | 'visibility' | 'share'>, viewerId: string | null): 'owner' | 'viewer' {
  const throughLoginRequiredLink =
    viewerId !== null && viewerId !== agent.ownerId && agent.visibility === 'private' && !agent.share.anonymous_enabled;
  return throughLoginRequiredLink ? 'viewer' : 'owner';
}
