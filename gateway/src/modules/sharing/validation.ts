import { AgentModel } from '@avatarium/contracts';
import { z } from 'zod';

const agentCode = z.string({ error: 'agentCode is required' });

/** POST /api/viewer/generate-share-url {agentCode, model}. */
export const ShareUrlBody = z.object({ agentCode, model: AgentModel.nullish() });

const ParamValue = z.union([z.string().max(500), z.number(), z.boolean()]);

/**
 * POST /api/viewer/generate-url (spec 000 "Viewer URL request"): agentCode, userId, sessionId,
 * app, model (default essence), additionalParams. The caller is the session's user: the
 * userId sent is accepted and never used (nor put in the link).
 */
export const ViewerUrlBody = z.object({
  agentCode,
  userId: z.string().max(100).nullish(),
  sessionId: z.string().max(200).nullish(),
  app: z.string().max(100).nullish(),
  model: AgentModel.nullish(),
  additionalParams: z
    .record(z.string().min(1).max(50), ParamValue.nullable())
    .refine((params) => Object.keys(params).length <= 20, 'additionalParams: at most 20 parameters')
    .nullish(),
});
