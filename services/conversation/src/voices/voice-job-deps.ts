import type { Bus, Logger, Storage } from '@avatarium/platform';
import type { ProviderKeyDeps } from '../provider-keys/provider-keys.js';
import type { ConversationEngines } from '../providers/engines.js';
import type { VoiceTransactionRepository } from './voice-transaction.repository.js';

/** What the voice transactions (design and clone, offline or on ElevenLabs) work with. */
export interface VoiceDesignDeps {
  bus: Bus;
  logger: Logger;
  storage: Storage;
  engines: ConversationEngines;
  transactions: VoiceTransactionRepository;
  providerKeys: ProviderKeyDeps;
}
