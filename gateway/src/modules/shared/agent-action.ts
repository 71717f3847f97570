import { AgentId, type ErrorCode } from '@avatarium/contracts';
import type { z } from 'zod';
import { inputRefusal, refusal, refusalOf, type Outcome } from './refusal.js';

export const AGENT_NOT_FOUND = 'Agent not found';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/**
 * The frame of every action on an agent card, for both faces: a signed-in caller (else
 * UNAUTHENTICATED with `signInMessage`), the body parsed by its schema, an agent code (a
 * malformed one is simply not found), then one catalog request whose expected failures (NOT_FOUND,
 * FORBIDDEN 'You do not own this agent', CONFLICT, ...) come back as data.
 */
export async function agentAction<S extends z.ZodType, T extends object>(
  action: {
    userId: string | null;
    agentId: unknown;
    body: unknown;
    schema: S;
    signInMessage?: string;
  },
  call: (caller: { userId: string; agentId: string }, body: z.output<S>) => Promise<T>,
): Promise<Outcome<T>> {
  const refuse = (code: ErrorCode, message: string) => ({ ok: false as const, error: refusal(code, message) });
  if (!action.userId) return refuse('UNAUTHENTICATED', action.signInMessage ?? SIGN_IN_REQUIRED);
  const body = action.schema.safeParse(action.body ?? {});
  if (!body.success) return { ok: false, error: inputRefusal(body.error) };
  const agentId = AgentId.safeParse(action.agentId);
  if (!agentId.success) return refuse('NOT_FOUND', AGENT_NOT_FOUND);
  try {
    return { ok: true, ...(await call({ userId: action.userId, agentId: agentId.data }, body.data)) };
  } catch (error) {
    return { ok: false, error: refusalOf(error) };
  }
}
