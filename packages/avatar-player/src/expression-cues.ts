import { followDamped, type Damped } from './coarticulation.js';

/**
 * The Expression engine's reading of a reply: brows up for a question, a smile for a greeting,
 * a nod at each sentence end (timed across the cues in proportion to the text), and brow
 * emphasis on loud syllables.
 */
export interface ReplyReading {
  question: boolean;
  greeting: boolean;
  /** Where each sentence ends, as a fraction of the text (0..1]. */
  sentenceEnds: number[];
}

const GREETING = /\b(hi|hello|hey|welcome|good (morning|afternoon|evening)|nice to meet)\b/i;

export function readReply(text: string | undefined): ReplyReading {
  const clean = (text ?? '').trim();
  const sentenceEnds: number[] = [];
  const pattern = /[.!?]+(\s|$)/g;
  for (let match = pattern.exec(clean); match; match = pattern.exec(clean)) {
    sentenceEnds.push((match.index + 1) / clean.length);
  }
  return { question: /\?\s*$/.test(clean) || /\?/.test(clean), greeting: GREETING.test(clean), sentenceEnds };
}

export interface ExpressionState {
  reading: ReplyReading;
  /** Length of the sentence in ms when known (cues), else 0. */
  durationMs: number;
  nextEnd: number;
  nodStartMs: number;
  readonly brow: Damped;
  readonly smile: Damped;
}

export function createExpression(): ExpressionState {
  return {
    reading: { question: false, greeting: false, sentenceEnds: [] },
    durationMs: 0,
    nextEnd: 0,
    nodStartMs: -Infinity,
    brow: { value: 0, velocity: 0 },
    smile: { value: 0, velocity: 0 },
  };
}

export function startReply(state: ExpressionState, text: string | undefined, durationMs: number): void {
  state.reading = readReply(text);
  state.durationMs = durationMs;
  state.nextEnd = 0;
}

const NOD_MS = 420;
const NOD_DEPTH = 0.05;

/** Starts a nod now (a sentence ended). */
export function nod(state: ExpressionState, nowMs: number): void {
  if (nowMs - state.nodStartMs > NOD_MS) state.nodStartMs = nowMs;
}

/**
 * Steps the expression; `speechMs` is the time in the sentence (or -1 when silent), `emphasis`
 * 0..1 the loudness peak now. Returns true when a sentence end passed (the caller nods and blinks).
 */
export function stepExpression(
  state: ExpressionState,
  nowMs: number,
  dtMs: number,
  speechMs: number,
  emphasis: number,
  out: { browRaise: number; smile: number; headPitch: number },
): boolean {
  const speaking = speechMs >= 0;
  const { reading } = state;
  let ended = false;
  if (speaking && state.durationMs > 0) {
    const ends = reading.sentenceEnds;
    while (state.nextEnd < ends.length && speechMs >= ends[state.nextEnd]! * state.durationMs) {
      state.nextEnd++;
      ended = true;
    }
  }
  if (ended) nod(state, nowMs);
  const progress = state.durationMs > 0 && speaking ? speechMs / state.durationMs : 0.5;
  const browTarget = speaking ? (reading.question ? 0.35 + 0.35 * progress : 0) + emphasis * 0.4 : 0;
  const smileTarget = reading.greeting ? (speaking ? 0.55 : 0.25) : 0;
  out.browRaise += followDamped(state.brow, Math.min(1, browTarget), 90, dtMs);
  out.smile += followDamped(state.smile, smileTarget, 250, dtMs);
  const t = nowMs - state.nodStartMs;
  if (t >= 0 && t < NOD_MS) out.headPitch += NOD_DEPTH * Math.sin((Math.PI * t) / NOD_MS);
  return ended;
}

/** The sentence is over: the greeting smile fades, the brows come down, and a last nod. */
export function endReply(state: ExpressionState, nowMs: number): void {
  if (state.nextEnd < Math.max(1, state.reading.sentenceEnds.length)) nod(state, nowMs);
  state.reading = { question: false, greeting: state.reading.greeting, sentenceEnds: [] };
  state.nextEnd = 0;
}
