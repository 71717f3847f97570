import type { knowledge } from '@avatarium/contracts';
import type { ConversationDeps } from '../conversation-deps.js';
import type { ConversationMessage } from '../conversations/conversation.js';
import { knowledgeNote } from './build-prompt.js';
import { asksAboutTheVisitor } from './grounding.js';
import { closeRow } from './grounding-row.js';
import { knowledgeFor, type FaqAnswer } from './knowledge-for.js';

/** What the agent's FAQ makes of one question: the note its prompt gets, and what the reply is held to. */
export interface FaqNote {
  /** The FAQ's answer (null: the agent does not answer from its FAQ, or the question is small talk). */
  found: FaqAnswer | null;
  /** The row the question closely asks: it goes alone to the model, and the reply is held to it. */
  close: knowledge.Passage | null;
  /**
   * No row the question closely asks, and the visitor asks about what they said: the agent
   * answers from the conversation (rows loosely found are not its topic), still claiming nothing.
   */
  memoryQuestion: boolean;
  /** The system message right before the question (buildPrompt); null: none. */
  note: string | null;
}

/**
 * The FAQ note of a question, the same for the turn (run-turn.ts) and for the draft read ahead
 * while it is typed (draft-text.ts), so a question sent as typed finds its prompt, note included,
 * already evaluated. `record: false` (a draft): a question the FAQ has nothing for is not yet one
 * the visitor asked.
 */
export async function faqNoteFor(
  deps: Pick<ConversationDeps, 'bus' | 'logger' | 'knowledgeSwitches'>,
  agentId: string,
  question: string,
  history: readonly ConversationMessage[],
  { record = true }: { record?: boolean } = {},
): Promise<FaqNote> {
  const visitorSpoke = history.some((message) => message.role === 'user');
  const found = await knowledgeFor(deps, agentId, question, {
    aboutTheVisitor: asksAboutTheVisitor(question, visitorSpoke),
    record,
  });
  const close = found && closeRow(found.passages);
  const memoryQuestion = !!found?.aboutTheVisitor && !close && !found.onlyFromFaq;
  return {
    found,
    close,
    memoryQuestion,
    note: found && knowledgeNote(found.passages, found.unknownAnswer, close, memoryQuestion),
  };
}

/** The FAQ's answer when it has none for the question (no row, or a question about the visitor). */
export function faqHasNoAnswer(faq: FaqNote | null): FaqAnswer | null {
  return faq?.found && (faq.found.passages.length === 0 || faq.memoryQuestion) ? faq.found : null;
}

/** The owner's own sentence answers it (only from the FAQ, and it has no answer): the model is not asked. */
export function ownerAnswers(faq: FaqNote | null): string | null {
  const unknown = faqHasNoAnswer(faq);
  return unknown?.onlyFromFaq ? unknown.unknownAnswer : null;
}
