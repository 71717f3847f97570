import { stringField } from '../../../shared/http/bodyField';
import { readJsonBody } from '../../../shared/http/readJsonBody';
import type { GenerateAgentPayload } from './creationTypes';

/** POST /api/generate-agent; throws an Error whose message carries the server's error and details. */
export async function requestGeneration(payload: GenerateAgentPayload): Promise<{ agentId: string }> {
  let response: Response;
  try {
    response = await fetch('/api/generate-agent', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Error('Network error');
  }
  const body = await readJsonBody(response);
  const agentId = stringField(body, 'agentId');
  if (response.ok && (body as { success?: unknown } | null)?.success === true && agentId) return { agentId };
  const error = stringField(body, 'error') ?? (response.status === 401 ? 'Unauthorized' : 'Failed to generate agent');
  const details = stringField(body, 'details');
  throw new Error(details && details !== error ? `${error}: ${details}` : error);
}
