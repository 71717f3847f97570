import type { Resolvers } from '../../../generated/resolvers-types.js';
import { applyVoice } from './Mutation/applyVoice.js';
import { cloneVoice } from './Mutation/cloneVoice.js';
import { designVoice } from './Mutation/designVoice.js';
import { previewVoice } from './Mutation/previewVoice.js';
import { rejectVoice } from './Mutation/rejectVoice.js';
import { savePersona } from './Mutation/savePersona.js';
import { elevenLabsVoices } from './Query/elevenLabsVoices.js';
import { voiceGallery } from './Query/voiceGallery.js';
import { voiceTransaction } from './Query/voiceTransaction.js';
import { voiceTransactionUpdates } from './Subscription/voiceTransactionUpdates.js';
import { VoiceTransaction } from './VoiceTransaction.js';

export const voicesResolvers: Resolvers = {
  Query: { voiceGallery, voiceTransaction, elevenLabsVoices },
  Mutation: { previewVoice, applyVoice, savePersona, designVoice, cloneVoice, rejectVoice },
  Subscription: { voiceTransactionUpdates },
  VoiceTransaction,
};
