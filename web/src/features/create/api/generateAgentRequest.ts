import { AgentId, AgentModel, PROMPT_MAX_LENGTH } from '@avatarium/contracts';
import { z } from 'zod';

/** POST /api/generate-agent's body (spec 000 section 3); absent media are left out. */
export const GenerateAgentRequest = z.object({
  prompt: z.string().max(PROMPT_MAX_LENGTH),
  image_url: z.string().optional(),
  video_url: z.string().optional(),
  audio_url: z.string().optional(),
  aspect_ratio: z.literal('16:9'),
  video_aspect_ratio: z.literal('16:9'),
  agent_id: AgentId,
  duration: z.literal(10),
  model: AgentModel,
});
export type GenerateAgentPayload = z.infer<typeof GenerateAgentRequest>;
