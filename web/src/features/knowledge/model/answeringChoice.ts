import { knowledge } from '@avatarium/contracts';

/** The owner's answering choices as the server holds them (KnowledgeState.answering). */
export interface Answering {
  onlyFromFaq: boolean;
  unknownAnswer?: string | null;
  defaultUnknownAnswer: string;
}

/** What the FAQ dialog's answering card edits. */
export interface AnsweringDraft {
  onlyFromFaq: boolean;
  /** The owner's sentence as typed; empty: the default sentence. */
  sentence: string;
}

/** The variables of setKnowledgeAnswering: only what changed (null sentence: back to the default). */
export type AnsweringChange = { onlyFromFaq?: boolean; unknownAnswer?: string | null };

export const SENTENCE_MAX_CHARS = knowledge.UNKNOWN_ANSWER_MAX_CHARS;

export const draftOf = (answering: Answering): AnsweringDraft => ({
  onlyFromFaq: answering.onlyFromFaq,
  sentence: answering.unknownAnswer ?? '',
});

/** The sentence a visitor hears when the FAQ has no answer, with this draft. */
export const heardWhenUnknown = (answering: Answering, draft: AnsweringDraft) =>
  draft.sentence.trim() || answering.defaultUnknownAnswer;

/** Why the draft cannot be saved, or null. */
export function problemOf(draft: AnsweringDraft): string | null {
  return draft.sentence.trim().length > SENTENCE_MAX_CHARS
    ? `The sentence is longer than ${SENTENCE_MAX_CHARS} characters.`
    : null;
}

/** What to send for `draft` against what is saved; null when nothing changed. */
export function changeOf(saved: Answering, draft: AnsweringDraft): AnsweringChange | null {
  const change: AnsweringChange = {};
  if (draft.onlyFromFaq !== saved.onlyFromFaq) change.onlyFromFaq = draft.onlyFromFaq;
  const sentence = draft.sentence.replace(/\s+/g, ' ').trim() || null;
  if (sentence !== (saved.unknownAnswer ?? null)) change.unknownAnswer = sentence;
  return Object.keys(change).length > 0 ? change : null;
}
