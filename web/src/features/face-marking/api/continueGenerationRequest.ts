import { AgentId, FaceBox } from '@avatarium/contracts';
import { z } from 'zod';

/** POST /api/continue-generation's body (spec 002 sections 3 and 7): no box means "continue without one". */
export const ContinueGenerationRequest = z.object({
  agent_id: AgentId,
  face_coordinates: FaceBox.nullable(),
});
export type ContinueGenerationPayload = z.infer<typeof ContinueGenerationRequest>;
