/** The gateway's sign-up error for a registered email (gateway/src/modules/auth/credentials.ts). */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
