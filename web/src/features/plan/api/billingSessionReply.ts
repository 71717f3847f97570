import { z } from 'zod';
import { optionalField } from '../../../shared/api/optionalField';

/** GET /api/stripe/session: the billing portal's url. */
export const BillingSessionReply = z.object({ url: optionalField(z.string()) });
