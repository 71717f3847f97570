/** Which form the sign-in / sign-up dialog shows. */
export type AuthMode = 'signIn' | 'signUp';
