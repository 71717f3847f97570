import { stringField } from '../../../shared/http/bodyField';
import { readJsonBody } from '../../../shared/http/readJsonBody';
import type { FaceCoordinates } from '../geometry/toFaceCoordinates';

/** POST /api/continue-generation {agent_id, face_coordinates}; throws with the server's error text. */
export async function postContinueGeneration(agentId: string, face: FaceCoordinates | null): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/continue-generation', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ agent_id: agentId, face_coordinates: face }),
    });
  } catch {
    // No server text to show: the caller falls back to 'An unexpected error occurred'.
    throw new Error('');
  }
  const body = await readJsonBody(response);
  if (response.ok && (body as { success?: unknown } | null)?.success !== false) return;
  throw new Error(stringField(body, 'error') ?? stringField(body, 'message') ?? '');
}
