import { providerKeys } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import { addKey, listKeys, removeKey, testKey } from './provider-keys.js';

/** Answers the personal provider key subjects in the `conversation` queue group. */
export function registerProviderKeys(deps: ConversationDeps): void {
  const keys = deps.providerKeys;
  deps.bus.serve(providerKeys.listProviderKeys, (input) => listKeys(keys, input), 'conversation');
  deps.bus.serve(providerKeys.addProviderKey, (input) => addKey(keys, input), 'conversation');
  deps.bus.serve(providerKeys.removeProviderKey, (input) => removeKey(keys, input), 'conversation');
  deps.bus.serve(providerKeys.testProviderKey, (input) => testKey(keys, input), 'conversation');
}
