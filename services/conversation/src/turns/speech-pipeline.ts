import type { SpokenSentence } from '../providers/types.js';
import { whenAborted } from './abortable.js';

export interface SpeechPipelineSteps {
  /** Synthesizes one sentence (the TTS engine). */
  speak(text: string, signal: AbortSignal): Promise<SpokenSentence>;
  /** Stores and announces one spoken sentence, in order. */
  deliver(seq: number, text: string, spoken: SpokenSentence): Promise<void>;
}

/**
 * Sentences to audio, pipelined: sentence 0 is synthesized as soon as it is complete, and
 * sentence n+1 is synthesized while sentence n is being stored and sent. Synthesis runs one
 * sentence at a time (engines are shared by every session) and delivery keeps the order.
 * The first failure stops the rest and is reported by `finish()` (and `onError` at once).
 */
export class SpeechPipeline {
  private synthesis: Promise<unknown> = Promise.resolve();
  private delivery: Promise<void> = Promise.resolve();
  private count = 0;
  private failure: unknown = null;
  private readonly aborted: Promise<never>;

  constructor(
    private readonly steps: SpeechPipelineSteps,
    private readonly signal: AbortSignal,
    private readonly onError: (error: unknown) => void,
  ) {
    this.aborted = whenAborted(signal);
    this.aborted.catch(() => undefined);
  }

  get sentences(): number {
    return this.count;
  }

  add(text: string): void {
    const seq = this.count++;
    const spoken = this.synthesis.then(() => {
      if (this.failure || this.signal.aborted) return null;
      return Promise.race([this.steps.speak(text, this.signal), this.aborted]);
    });
    this.synthesis = spoken.catch(() => undefined);
    this.delivery = this.delivery.then(async () => {
      if (this.failure) return;
      try {
        const audio = await spoken;
        if (audio && !this.signal.aborted) await this.steps.deliver(seq, text, audio);
      } catch (error) {
        this.fail(error);
      }
    });
  }

  /** Waits until every sentence added was delivered; throws the first failure. */
  async finish(): Promise<void> {
    await this.delivery;
    if (this.failure) throw this.failure;
  }

  private fail(error: unknown): void {
    if (this.failure || this.signal.aborted) return;
    this.failure = error;
    this.onError(error);
  }
}
