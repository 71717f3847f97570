import { AgentId } from '@avatarium/contracts';
import { z } from 'zod';
import { optionalField } from '../../../shared/api/optionalField';

/** POST /api/generate-agent's answer: the agent id, or the error and its details. */
export const GenerateAgentReply = z.object({
  success: optionalField(z.boolean()),
  agentId: optionalField(AgentId),
  error: optionalField(z.string().min(1)),
  details: optionalField(z.string().min(1)),
});
