import type { ApiKeyEntity } from '../../../api-keys/api-key.js';

/** What the owner sees of a key: never the secret nor its hash. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
}

export const apiKeyView = (key: ApiKeyEntity, now = new Date()): ApiKeyView => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  scopes: key.scopes,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  expiresAt: key.expiresAt?.toISOString() ?? null,
  expired: key.expiresAt !== null && key.expiresAt <= now,
});

/** A key as created or rolled: its view and, this once, the secret. */
export interface IssuedApiKey {
  key: ApiKeyView;
  secret: string;
}
