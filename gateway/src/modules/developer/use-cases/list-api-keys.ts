import type { GatewayDeps } from '../../../http/context.js';
import { apiKeyView, type ApiKeyView } from './api-key-view.js';
import { sessionOwnerOf, type DeveloperCaller } from '../../shared/developer-caller.js';

/** The owner's live keys (expired ones too, marked), newest first. */
export async function listApiKeys(deps: Pick<GatewayDeps, 'apiKeys'>, caller: DeveloperCaller): Promise<ApiKeyView[]> {
  const now = new Date();
  return (await deps.apiKeys.listActive(sessionOwnerOf(caller))).map((key) => apiKeyView(key, now));
}
