import type { VoiceTransactionResolvers } from '../../../generated/resolvers-types.js';

/** The GraphQL VoiceTransaction over the contract's snake_case entity; the sample signed on demand. */
export const VoiceTransaction: VoiceTransactionResolvers = {
  transactionId: (entry) => entry.transaction_id,
  agentId: (entry) => entry.agent_id,
  voiceData: (entry) => entry.voice_data,
  previewUrl: (entry, _args, context) =>
    entry.preview_key ? context.deps.storage.signedUrl(entry.preview_key, 3600).catch(() => null) : null,
};
