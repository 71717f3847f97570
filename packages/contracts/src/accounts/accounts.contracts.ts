import { z } from 'zod';
import { defineEvent } from '../define.js';

/** A session ended (sign-out): every gateway closes the live subscriptions opened with it. */
export const sessionRevoked = defineEvent('accounts.session.revoked', z.object({ sessionId: z.string().min(1) }));
