import { z } from 'zod';

/** Users are identified by a MongoDB ObjectId in hex. */
export const UserId = z.string().regex(/^[a-f0-9]{24}$/, 'Invalid user id');
export type UserId = z.infer<typeof UserId>;
