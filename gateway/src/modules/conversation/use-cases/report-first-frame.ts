import { conversation } from '@avatarium/contracts';
import type { GatewayDeps } from '../../../http/context.js';
import { FirstFrameInput, heldSession, parseInput } from '../validation.js';

/** The viewer's time from a turn's start to its first speaking frame (owner telemetry). */
export async function reportFirstFrame(
  deps: Pick<GatewayDeps, 'bus'>,
  input: { sessionId: unknown; sessionToken: unknown; turnId: unknown; firstFrameMs: unknown },
): Promise<boolean> {
  const held = heldSession(input);
  const frame = parseInput(FirstFrameInput, { turnId: input.turnId, firstFrameMs: input.firstFrameMs });
  return (await deps.bus.request(conversation.reportFirstFrame, { ...held, ...frame })).recorded;
}
