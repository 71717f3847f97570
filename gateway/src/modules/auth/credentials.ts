import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export const Credentials = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254, { error: 'Email is too long.' })),
  password: z
    .string({ error: 'Password is required.' })
    .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
    .max(200, { error: 'Password is too long.' }),
});
export type Credentials = z.infer<typeof Credentials>;

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
