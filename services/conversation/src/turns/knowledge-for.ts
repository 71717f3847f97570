import { knowledge } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import type { ConversationDeps } from '../conversation-deps.js';
import { isConversational, unknownReplyOf } from './grounding.js';

/** Retrieval must not hold a turn up: past this the agent answers without its FAQ. */
const RETRIEVE_TIMEOUT_MS = 1_500;

/** What the agent's FAQ gives for a question (RAG on). */
export interface FaqAnswer {
  /** The rows found; none: the FAQ has no answer. */
  passages: knowledge.Passage[];
  /** The owner wants answers only from the FAQ: no rows means the owner's sentence, not the model. */
  onlyFromFaq: boolean;
  /** What the agent says when the FAQ has no answer (the owner's sentence or the default). */
  unknownAnswer: string;
  /** No row, and the visitor asks about themselves: the agent answers from the conversation. */
  aboutTheVisitor: boolean;
}

/**
 * The FAQ's answer to a question when the agent answers from its FAQ (RAG on); null when it
 * does not, when the question is small talk or about the conversation itself, or when the
 * knowledge service cannot answer in time. Nothing is asked for an agent known to have RAG off
 * (see KnowledgeSwitches). A question the FAQ has nothing for is recorded for the owner (unless
 * `record` is false: a draft, not yet asked).
 */
export async function knowledgeFor(
  deps: Pick<ConversationDeps, 'bus' | 'logger' | 'knowledgeSwitches'>,
  agentId: string,
  question: string,
  { aboutTheVisitor = false, record = true }: { aboutTheVisitor?: boolean; record?: boolean } = {},
): Promise<FaqAnswer | null> {
  const known = deps.knowledgeSwitches.get(agentId);
  if (known && !known.enabled) return null;
  if (isConversational(question)) return null;
  let found;
  try {
    found = await deps.bus.request(knowledge.retrieve, { agentId, question, limit: 3 }, { timeoutMs: RETRIEVE_TIMEOUT_MS });
  } catch (error) {
    deps.logger.debug('knowledge not consulted', { agentId, error: String(error) });
    if (!known && error instanceof AppError && error.code === 'UNAVAILABLE') deps.knowledgeSwitches.absent(agentId);
    // An owner who wants answers only from the FAQ gets their sentence, not the model, meanwhile.
    if (known?.answering.only_from_faq)
      return { passages: [], onlyFromFaq: true, unknownAnswer: unknownReplyOf(known.answering, []), aboutTheVisitor };
    return null;
  }
  deps.knowledgeSwitches.set(agentId, { enabled: found.enabled, answering: found.answering });
  if (!found.enabled) return null;
  // A question about what the visitor said is not one the owner's FAQ missed.
  if (record && found.passages.length === 0 && !aboutTheVisitor)
    deps.bus.publish(knowledge.recordUnanswered, { agentId, question });
  return {
    passages: found.passages,
    onlyFromFaq: found.answering.only_from_faq,
    unknownAnswer: unknownReplyOf(found.answering, found.suggestions),
    aboutTheVisitor,
  };
}

/** The meaning check must not hold a turn up: past this the topics stay uncovered. */
const TOPICS_TIMEOUT_MS = 500;

/**
 * The topics the found rows do not spell and do not mean either: a row about dogs covers "pets"
 * (asked of the knowledge service's embedding model, word against word). Without an answer in
 * time the topics stay as they are (the agent says it has nothing rather than guess).
 */
export async function topicsNotMeant(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  topics: string[],
  passages: readonly knowledge.Passage[],
): Promise<string[]> {
  if (topics.length === 0) return topics;
  const words = [...new Set(passages.flatMap((passage) => `${passage.question} ${passage.answer}`.match(/\p{L}{3,}/gu) ?? []))];
  try {
    const { covered } = await deps.bus.request(
      knowledge.topicsCovered,
      { topics: topics.slice(0, 10), words: words.slice(0, 400) },
      { timeoutMs: TOPICS_TIMEOUT_MS },
    );
    return topics.filter((topic) => !covered.includes(topic));
  } catch (error) {
    deps.logger.debug('topics not checked by meaning', { error: String(error) });
    return topics;
  }
}

/** The check of a reply's first sentence waits at most this long (the visitor waits for it). */
const SIMILARITY_TIMEOUT_MS = 300;

/**
 * How close in meaning `text` is to each of `others` (knowledge.similarity); null without an
 * answer in time or without an embedding model (the caller then judges by its rules alone).
 */
export async function similarityTo(
  deps: Pick<ConversationDeps, 'bus' | 'logger'>,
  text: string,
  others: string[],
): Promise<number[] | null> {
  try {
    const { scores } = await deps.bus.request(
      knowledge.similarity,
      { text: text.slice(0, 2000), others: others.slice(0, 10) },
      { timeoutMs: SIMILARITY_TIMEOUT_MS },
    );
    return scores;
  } catch (error) {
    deps.logger.debug('reply not compared with its FAQ row', { error: String(error) });
    return null;
  }
}
