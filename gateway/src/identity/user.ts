/** A signed-up person, as the rest of the gateway sees them (never with the password hash). */
export interface UserEntity {
  id: string;
  email: string;
  /** The sign-up reference (spec 002 4.7), null until one is sent. */
  signUpReference: string | null;
  createdAt: Date;
}
