import { z } from 'zod';

/** What a key may do (issue 29). A key acts as its owner, but only on the surfaces its scopes name. */
export const API_KEY_SCOPES = [
  'agents:read',
  'agents:write',
  'conversations',
  'knowledge',
  'analytics:read',
  'billing:read',
] as const;

export const ApiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScope>;

/** Identity reads (who am I, ping) that any valid key may make, whatever its scopes. */
export const ANY_KEY = 'any key';
export type ApiKeyAccess = ApiKeyScope | typeof ANY_KEY;
