import { z } from 'zod';
import { optionalField } from '../../../shared/api/optionalField';

/** POST /api/continue-generation's answer: success, or the error text to show. */
export const ContinueGenerationReply = z.object({
  success: optionalField(z.boolean()),
  error: optionalField(z.string().min(1)),
  message: optionalField(z.string().min(1)),
});
