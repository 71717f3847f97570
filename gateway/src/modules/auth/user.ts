/** A signed-up person, as the rest of the gateway sees them (never with the password hash). */
export interface UserEntity {
  id: string;
  email: string;
  createdAt: Date;
}
