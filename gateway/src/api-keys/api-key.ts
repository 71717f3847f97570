import type { ApiKeyScope } from './api-key-scopes.js';

/** What the stored key and the entity both hold. */
export interface ApiKeyFields {
  ownerId: string;
  name: string;
  /** `av_live_` and the first characters of the secret. */
  prefix: string;
  /** SHA-256 of the whole secret: the database never holds a usable key. */
  hash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  /** How long the key was made to live (a rolled key gets the same from its roll). */
  expiresInDays: number | null;
  revokedAt: Date | null;
}

/** One API key of a user, as the gateway works with it (never the secret). */
export interface ApiKeyEntity extends ApiKeyFields {
  id: string;
  scopes: ApiKeyScope[];
}
