import type { FaceBox } from '@avatarium/contracts';
import { apiRequest } from '../../../shared/api/apiClient';
import { ContinueGenerationReply } from './continueGenerationReply';
import type { ContinueGenerationPayload } from './continueGenerationRequest';

/** POST /api/continue-generation {agent_id, face_coordinates}; throws with the server's error text. */
export async function postContinueGeneration(agentId: string, face: FaceBox | null): Promise<void> {
  const payload: ContinueGenerationPayload = { agent_id: agentId, face_coordinates: face };
  let reply;
  try {
    reply = await apiRequest({
      method: 'POST',
      path: '/api/continue-generation',
      body: { json: payload },
      reply: ContinueGenerationReply,
    });
  } catch {
    // No server text to show: the caller falls back to 'An unexpected error occurred'.
    throw new Error('');
  }
  if (reply.ok && reply.body?.success !== false) return;
  throw new Error(reply.body?.error ?? reply.body?.message ?? '');
}
