import { AgentId } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { z } from 'zod';
import { invalidInput } from './refusal.js';

export const AGENT_NOT_FOUND = 'Agent not found';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/**
 * The frame of every action on an agent card, for both faces: a signed-in caller (else
 * UNAUTHENTICATED with `signInMessage`), the body parsed by its schema, an agent code (a
 * malformed one is simply not found), then one catalog request. Failures are thrown as AppError
 * (NOT_FOUND, FORBIDDEN 'You do not own this agent', CONFLICT, ...): restHandler and
 * graphqlResult map them.
 */
export async function onAgent<S extends z.ZodType, T>(
  action: {
    userId: string | null;
    agentId: unknown;
    body: unknown;
    schema: S;
    signInMessage?: string;
  },
  call: (caller: { userId: string; agentId: string }, body: z.output<S>) => Promise<T>,
): Promise<T> {
  if (!action.userId) throw new AppError('UNAUTHENTICATED', action.signInMessage ?? SIGN_IN_REQUIRED);
  const body = action.schema.safeParse(action.body ?? {});
  if (!body.success) throw invalidInput(body.error);
  const agentId = AgentId.safeParse(action.agentId);
  if (!agentId.success) throw new AppError('NOT_FOUND', AGENT_NOT_FOUND);
  return call({ userId: action.userId, agentId: agentId.data }, body.data);
}
