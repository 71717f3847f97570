import { voices } from '@avatarium/contracts';
import { backgroundWork } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { cloneVoice, runClone } from './clone-voice.js';
import { designVoice, getVoiceTransaction, runDesign, settleVoiceTransaction } from './design-voice.js';
import { elevenLabsVoices } from './elevenlabs/provider-voices.js';
import { voiceGallery } from './voice-gallery.js';
import { voicePreview } from './voice-preview.js';

const QUEUE = 'conversation';
/** A design takes a few seconds: one still processing after this was cut off by a restart. */
const STALLED_AFTER_MS = 60_000;

/** Answers the voice subjects (gallery, preview, design transactions) in the `conversation` queue group. */
export function registerVoices(deps: ConversationDeps): () => Promise<void> {
  const transactions = deps.voiceTransactions;
  const design = { ...deps, transactions };
  const background = backgroundWork(deps.logger, 'voice design');
  const track = (work: Promise<void>) => background.track(work);
  deps.bus.serve(voices.voiceGallery, async (input) => voiceGallery(deps, input), QUEUE);
  deps.bus.serve(voices.voicePreview, (input) => voicePreview(deps, input), QUEUE);
  deps.bus.serve(voices.elevenLabsVoices, (input) => elevenLabsVoices(deps, input), QUEUE);
  deps.bus.serve(voices.designVoice, (input) => designVoice(design, input, track), QUEUE);
  deps.bus.serve(voices.cloneVoice, (input) => cloneVoice(design, input, track, deps.now()), QUEUE);
  deps.bus.serve(voices.getVoiceTransaction, (input) => getVoiceTransaction(design, input), QUEUE);
  deps.bus.serve(voices.settleVoiceTransaction, (input) => settleVoiceTransaction(design, input), QUEUE);
  // Durable: a design cut off by a restart is made again (its record says what was asked).
  const sweep = setInterval(() => {
    void transactions
      .stalled(STALLED_AFTER_MS)
      .then((stalled) =>
        stalled.forEach((entry) => track(entry.kind === 'clone' ? runClone(design, entry) : runDesign(design, entry))),
      )
      .catch((error: unknown) => deps.logger.warn('voice design sweep failed', { error: String(error) }));
  }, STALLED_AFTER_MS);
  sweep.unref();
  return async () => {
    clearInterval(sweep);
    await background.settled();
  };
}
