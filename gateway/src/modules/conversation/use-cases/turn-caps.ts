import type { GatewayDeps } from '../../../http/context.js';

/**
 * A turn (typed text, speech, the greeting) costs its payer credits: at most
 * CONVERSATION_TURNS_PER_IP_PER_MINUTE a minute from one client address, over all its sessions,
 * checked before the service is asked (RATE_LIMITED, 429 with Retry-After).
 */
/**
 * Drafts cost no credits but each asks the offline model to read ahead: at most
 * CONVERSATION_DRAFTS_PER_IP_PER_MINUTE a minute from one client address (429 beyond; the
 * composer drops a refused draft, the question itself is not affected).
 */
export function throttleDrafts(deps: Pick<GatewayDeps, 'authLimiter' | 'config'>, clientKey: string): void {
  deps.authLimiter.consume(`conversation-draft:${clientKey}`, deps.config.CONVERSATION_DRAFTS_PER_IP_PER_MINUTE);
}

export function throttleTurns(deps: Pick<GatewayDeps, 'authLimiter' | 'config'>, clientKey: string): void {
  deps.authLimiter.consume(`conversation-turn:${clientKey}`, deps.config.CONVERSATION_TURNS_PER_IP_PER_MINUTE);
}
