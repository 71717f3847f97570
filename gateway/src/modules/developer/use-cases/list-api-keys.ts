import type { GatewayDeps } from '../../../http/context.js';
import { apiKeyView, type ApiKeyView } from './api-key-view.js';

/** The owner's live keys (expired ones too, marked), newest first. */
export async function listApiKeys(deps: Pick<GatewayDeps, 'apiKeys'>, ownerId: string): Promise<ApiKeyView[]> {
  const now = new Date();
  return (await deps.apiKeys.listActive(ownerId)).map((key) => apiKeyView(key, now));
}
