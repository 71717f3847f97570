import { z } from 'zod';
import { defineEvent } from '../define.js';
import { UserId } from '../ids.js';

export const userSignedUp = defineEvent('accounts.user.signed-up', z.object({ userId: UserId, at: z.string().datetime() }));

/** A session ended (sign-out): every gateway closes the live subscriptions opened with it. */
export const sessionRevoked = defineEvent('accounts.session.revoked', z.object({ sessionId: z.string().min(1) }));
