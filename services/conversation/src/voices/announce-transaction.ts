import { voices } from '@avatarium/contracts';
import type { Bus } from '@avatarium/platform';
import type { StoredVoiceTransaction } from './voice-transaction.repository.js';

export const publicView = (entry: StoredVoiceTransaction): voices.VoiceTransaction => ({
  transaction_id: entry.transaction_id,
  kind: entry.kind,
  status: entry.status,
  agent_id: entry.agent_id,
  voice_data: entry.voice_data,
  preview_key: entry.preview_key,
  error: entry.error,
  created_at: entry.created_at,
});

export function announceTransaction(deps: { bus: Bus }, entry: StoredVoiceTransaction): voices.VoiceTransaction {
  const transaction = publicView(entry);
  deps.bus.publish(voices.voiceTransactionChanged, { ownerId: entry.ownerId, transaction });
  return transaction;
}
