import { z } from 'zod';
import { AgentId } from '../catalog/agent-id.js';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';

/**
 * FAQ knowledge (spec 003 sections 2.4, 3, 4, 7, 8, 9; issue 12), owned by the knowledge
 * service: the owner's FAQ (a CSV of questions and answers), its search index, and whether the
 * agent answers from it (RAG). Owner only: another user's agent is NOT_FOUND.
 */

export const CSV_PREVIEW_ROWS = 5;
/** Rows a FAQ may hold (spec 003: the bench measures 10,000). */
export const FAQ_MAX_ROWS = 20_000;
export const NO_CSV_FILE = 'No CSV File';

/** Spec 003 section 3: faq (URL of the CSV) and enabled; {} while a FAQ is being generated. */
export const Knowledge = z.object({ faq: z.string().optional(), enabled: z.boolean().optional() });
export type Knowledge = z.infer<typeof Knowledge>;

/** What the agent says when its FAQ has no answer, unless its owner wrote a sentence of their own. */
export const DEFAULT_UNKNOWN_ANSWER = "I'm sorry, I don't know that.";
export const UNKNOWN_ANSWER_MAX_CHARS = 300;

/** How the agent answers with its FAQ on (issue 24): the owner's choices. */
export const Answering = z.object({
  /** Only from the FAQ: when no row matches, the reply is the owner's sentence and the model is not asked. */
  only_from_faq: z.boolean(),
  /** The owner's sentence for a question the FAQ has no answer to; null: DEFAULT_UNKNOWN_ANSWER. */
  unknown_answer: z.string().max(UNKNOWN_ANSWER_MAX_CHARS).nullable(),
});
export type Answering = z.infer<typeof Answering>;
export const DEFAULT_ANSWERING: Answering = { only_from_faq: false, unknown_answer: null };

export const KnowledgeStatus = z.enum(['generating', 'uploaded', 'indexing', 'ready', 'failed']);
export const KnowledgeProgress = z.object({ step: z.string(), percent: z.number().int().min(0).max(100) });

export const KnowledgeState = z.object({
  agentId: AgentId,
  knowledge: Knowledge,
  status: KnowledgeStatus,
  progress: KnowledgeProgress.nullable(),
  error: z.string().nullable(),
  /** Spec 003 section 3, CSV preview: the CSV's header, its first rows, and how many rows it has. */
  preview: z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.string())), totalRows: z.number().int() }),
  /** Questions the agent could not answer from the FAQ, newest first. */
  unanswered: z.array(z.object({ question: z.string(), asked_at: z.string() })),
  answering: Answering.default(DEFAULT_ANSWERING),
  updated_at: z.string(),
});
export type KnowledgeState = z.infer<typeof KnowledgeState>;

const OwnerTarget = { agentId: AgentId, ownerId: UserId };

/** GET /api/agents/{id}/knowledge: null (404) when the agent has no FAQ. */
export const getKnowledge = defineRequest('knowledge.get', z.object(OwnerTarget), KnowledgeState.nullable());

/**
 * PATCH /api/agents/{id} {knowledge: {faq, enabled: false}} after a CSV upload: the CSV (a
 * storage key of the owner's upload) is read, checked and kept; RAG is off until turned on.
 */
export const setFaq = defineRequest(
  'knowledge.set-faq',
  z.object({ ...OwnerTarget, csv_key: z.string().min(1).max(500) }),
  KnowledgeState,
);

/** POST /api/knowledge/toggle-rag and generate-vector-db: on builds the index (a job), off stops answering from it. */
export const toggleRag = defineRequest(
  'knowledge.toggle-rag',
  z.object({ ...OwnerTarget, enabled: z.boolean() }),
  KnowledgeState,
);

export const Passage = z.object({
  /** 1-based row of the CSV (the source the viewer shows). */
  row: z.number().int().positive(),
  question: z.string(),
  answer: z.string(),
  score: z.number(),
  /** Which search found it: its words (BM25), its meaning (embeddings) or both. */
  matched_by: z.enum(['words', 'meaning', 'both']).optional(),
  /** How close the question is to the row in meaning (cosine, -1..1); absent when the meaning search did not find it. */
  similarity: z.number().optional(),
});
export type Passage = z.infer<typeof Passage>;

/**
 * The FAQ entries that answer a question; `enabled` false when the agent does not answer from
 * a FAQ. With the owner's answering choices, and when nothing matched a few of the FAQ's own
 * questions (what the agent can offer instead).
 */
export const retrieve = defineRequest(
  'knowledge.retrieve',
  z.object({ agentId: AgentId, question: z.string().max(4000), limit: z.number().int().min(1).max(10).default(3) }),
  z.object({
    enabled: z.boolean(),
    passages: z.array(Passage),
    answering: Answering.default(DEFAULT_ANSWERING),
    suggestions: z.array(z.string()).default([]),
  }),
);

/**
 * Which of a question's topic words (ones no word of the found FAQ rows spells) a word of those
 * rows still means ("pets" and "dogs"): by the embedding model, word against word. Without an
 * embedding model nothing is covered.
 */
export const topicsCovered = defineRequest(
  'knowledge.topics-covered',
  z.object({
    topics: z.array(z.string().max(200)).max(10),
    words: z.array(z.string().max(100)).max(400),
  }),
  z.object({ covered: z.array(z.string()) }),
);

/**
 * How close in meaning a text (an agent's sentence) is to each of a few others (FAQ rows), by
 * the embedding model (cosine, -1..1, in the order given). Without an embedding model: UNAVAILABLE.
 */
export const similarity = defineRequest(
  'knowledge.similarity',
  z.object({ text: z.string().max(2000), others: z.array(z.string().max(4000)).min(1).max(10) }),
  z.object({ scores: z.array(z.number()) }),
);

/**
 * PATCH /api/agents/{id}/knowledge {only_from_faq, unknown_answer}: the owner's answering
 * choices (either may be left out; an empty sentence goes back to the default). Needs a FAQ.
 */
export const setAnswering = defineRequest(
  'knowledge.set-answering',
  z.object({
    ...OwnerTarget,
    only_from_faq: z.boolean().optional(),
    unknown_answer: z.string().max(UNKNOWN_ANSWER_MAX_CHARS).nullable().optional(),
  }),
  KnowledgeState,
);

/** A question the FAQ had nothing for: kept for the owner. */
export const recordUnanswered = defineEvent(
  'knowledge.unanswered',
  z.object({ agentId: AgentId, question: z.string().max(4000) }),
);

/** Every change of an agent's knowledge (upload, index progress, toggle), for its owner's browsers. */
export const knowledgeChanged = defineEvent('knowledge.changed', z.object({ ownerId: UserId, state: KnowledgeState }));

/**
 * POST /api/knowledge/generate-faq-cerebrium {url, agent_id}: a FAQ read from a website's own
 * pages (a job; knowledge is {} meanwhile). The URL was checked by the gateway already.
 */
export const generateFaqFromSite = defineRequest(
  'knowledge.generate-faq-from-site',
  z.object({ ...OwnerTarget, url: z.string().url().max(2000) }),
  KnowledgeState,
);

/** POST /api/knowledge/generate-faq-from-pdf {pdf_file_url, agent_id}: a FAQ read from a PDF the owner uploaded (max 20 MB). */
export const generateFaqFromPdf = defineRequest(
  'knowledge.generate-faq-from-pdf',
  z.object({ ...OwnerTarget, pdf_key: z.string().min(1).max(500) }),
  KnowledgeState,
);

/** Where the FAQ's CSV is stored (the owner's Download CSV streams it). */
export const faqFile = defineRequest('knowledge.faq-file', z.object(OwnerTarget), z.object({ key: z.string() }).nullable());
