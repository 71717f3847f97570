import { apiRequest } from '../../../shared/api/apiClient';
import { GenerateAgentReply } from './generateAgentReply';
import type { GenerateAgentPayload } from './generateAgentRequest';

/** POST /api/generate-agent; throws an Error whose message carries the server's error and details. */
export async function requestGeneration(payload: GenerateAgentPayload): Promise<{ agentId: string }> {
  let reply;
  try {
    reply = await apiRequest({ method: 'POST', path: '/api/generate-agent', body: { json: payload }, reply: GenerateAgentReply });
  } catch {
    throw new Error('Network error');
  }
  const { ok, status, body } = reply;
  if (ok && body?.success === true && body.agentId) return { agentId: body.agentId };
  const error = body?.error ?? (status === 401 ? 'Unauthorized' : 'Failed to generate agent');
  const details = body?.details;
  throw new Error(details && details !== error ? `${error}: ${details}` : error);
}
