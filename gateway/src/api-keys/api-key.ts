import type { ApiKeyScope } from './api-key-scopes.js';

/** One API key of a user, as the gateway works with it (never the secret). */
export interface ApiKeyEntity {
  id: string;
  ownerId: string;
  name: string;
  scopes: ApiKeyScope[];
  /** `av_live_` and the first characters of the secret. */
  prefix: string;
  hash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  /** How long the key was made to live (a rolled key gets the same from its roll). */
  expiresInDays: number | null;
  revokedAt: Date | null;
}
