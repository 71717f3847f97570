import { credits } from '@avatarium/contracts';
import { z } from 'zod';
import { optionalField } from '../../../shared/api/optionalField';

/** GET /api/user/credit-balance (spec 000 section 3 "Credit balance check result"); the fields as credits defines them. */
export const CreditCheckReply = z.object({
  success: optionalField(z.boolean()),
  balance: optionalField(credits.CreditBalance.shape.balance),
  hasMinimumBalance: optionalField(credits.CreditBalance.shape.hasMinimumBalance),
  minimumRequired: optionalField(credits.CreditBalance.shape.minimumRequired),
  error: optionalField(z.string()),
});
