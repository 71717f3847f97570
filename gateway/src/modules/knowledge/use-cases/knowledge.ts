import { AgentId, knowledge } from '@avatarium/contracts';
import { AppError, isPublicAddress } from '@avatarium/platform';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { parsedInput } from '../../shared/refusal.js';

type Deps = Pick<GatewayDeps, 'bus' | 'config'>;

export const SIGN_IN_FOR_KNOWLEDGE = 'Unauthorized';
export const NO_KNOWLEDGE = 'No knowledge for this agent';

function agentIdOf(value: unknown): string {
  const parsed = AgentId.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Agent not found');
  return parsed.data;
}

/** GET /api/agents/{id}/knowledge: the owner's FAQ state, or NOT_FOUND (the spec's 404) when none. */
export async function agentKnowledge(deps: Deps, ownerId: string, agentId: unknown) {
  const state = await knowledgeOrNull(deps, ownerId, agentId);
  if (!state) throw new AppError('NOT_FOUND', NO_KNOWLEDGE);
  return state;
}

/** The owner's FAQ state, null when the agent has none (another user's agent is NOT_FOUND). */
export async function knowledgeOrNull(deps: Deps, ownerId: string, agentId: unknown) {
  return deps.bus.request(knowledge.getKnowledge, { agentId: agentIdOf(agentId), ownerId });
}

export const FaqBody = z.object({
  knowledge: z.object({
    faq: z.string({ error: 'knowledge.faq is required' }).trim().min(1, 'knowledge.faq is required').max(2000),
    enabled: z.boolean().optional(),
  }),
});

/** PATCH /api/agents/{id} {knowledge: {faq, enabled: false}}: the CSV is one of the caller's uploads. */
export async function saveFaq(deps: Deps, ownerId: string, agentId: unknown, body: unknown, host: string | null) {
  const input = parsedInput(FaqBody, body);
  const csvKey = uploadKeyOf('knowledge.faq', input.knowledge.faq, {
    userId: ownerId,
    knownHosts: knownHosts(deps.config, host),
  });
  if (!csvKey.toLowerCase().endsWith('.csv')) throw new AppError('BAD_INPUT', 'Only CSV files are allowed');
  return deps.bus.request(knowledge.setFaq, { agentId: agentIdOf(agentId), ownerId, csv_key: csvKey }, { timeoutMs: 30_000 });
}

export const ToggleBody = z.object({
  agent_id: z.string({ error: 'agent_id is required' }),
  enabled: z.boolean({ error: 'enabled is required' }),
});

/** Answer from the FAQ's index or not (the agent id is checked here, once). */
export interface ToggleRagCommand {
  agentId: unknown;
  enabled: boolean;
}

/** toggleRag and POST /api/knowledge/toggle-rag {agent_id, enabled}: 'No CSV File' without a FAQ. */
export async function toggleRag(deps: Deps, ownerId: string, command: ToggleRagCommand) {
  return deps.bus.request(knowledge.toggleRag, { agentId: agentIdOf(command.agentId), ownerId, enabled: command.enabled });
}

export const AnsweringBody = z
  .object({
    only_from_faq: z.boolean({ error: 'only_from_faq must be true or false' }).optional(),
    unknown_answer: z
      .string({ error: 'unknown_answer must be text' })
      .max(knowledge.UNKNOWN_ANSWER_MAX_CHARS, `unknown_answer is longer than ${knowledge.UNKNOWN_ANSWER_MAX_CHARS} characters`)
      .nullable()
      .optional(),
  })
  .refine((body) => body.only_from_faq !== undefined || body.unknown_answer !== undefined, {
    message: 'only_from_faq or unknown_answer is required',
  });

/**
 * PATCH /api/agents/{id}/knowledge {only_from_faq, unknown_answer}: how the agent answers with
 * its FAQ on (answer only from it; the sentence for a question it has no answer to).
 */
export async function setAnswering(deps: Deps, ownerId: string, agentId: unknown, body: unknown) {
  const input = parsedInput(AnsweringBody, body);
  return deps.bus.request(knowledge.setAnswering, { agentId: agentIdOf(agentId), ownerId, ...input });
}

export const VectorBody = z.object({
  agent_id: z.string({ error: 'agent_id is required' }),
  csv_file_url: z.string().trim().max(2000).optional(),
});

/**
 * POST /api/knowledge/generate-vector-db {csv_file_url, agent_id}: builds the index of the
 * agent's FAQ (a new CSV first, when one of the caller's uploads is named) and turns RAG on.
 */
export async function generateVectorDb(deps: Deps, ownerId: string, body: unknown, host: string | null) {
  const input = parsedInput(VectorBody, body);
  const agentId = agentIdOf(input.agent_id);
  const current = await deps.bus.request(knowledge.getKnowledge, { agentId, ownerId });
  if (input.csv_file_url && input.csv_file_url !== current?.knowledge.faq) {
    await saveFaq(deps, ownerId, agentId, { knowledge: { faq: input.csv_file_url, enabled: false } }, host);
  } else if (!current) {
    throw new AppError('BAD_INPUT', knowledge.NO_CSV_FILE);
  }
  return deps.bus.request(knowledge.toggleRag, { agentId, ownerId, enabled: true });
}

/** GET /api/agents/{id}/knowledge/faq.csv: the owner's CSV (Download CSV). */
export async function faqCsv(deps: Pick<GatewayDeps, 'bus' | 'storage'>, ownerId: string, agentId: unknown) {
  const file = await deps.bus.request(knowledge.faqFile, { agentId: agentIdOf(agentId), ownerId });
  if (!file) throw new AppError('NOT_FOUND', NO_KNOWLEDGE);
  return deps.storage.get(file.key);
}

export const LOCAL_URLS_REFUSED = 'Local URLs are not allowed';

/**
 * Spec 003 section 4, the website URL: required; https:// added when no scheme is given; http
 * or https only; localhost, .local hosts and internal addresses refused. The knowledge service
 * checks every address again when it connects (names, redirects).
 */
export function websiteUrlOf(raw: unknown, allowLoopback: boolean): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new AppError('BAD_INPUT', 'URL is required');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError('BAD_INPUT', 'Please enter a valid URL (e.g., example.com)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new AppError('BAD_INPUT', 'Please enter a valid URL (e.g., example.com)');
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const local = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');
  if ((local && !(allowLoopback && host === 'localhost')) || (isIP(host) && !isPublicAddress(host, { allowLoopback })))
    throw new AppError('BAD_INPUT', LOCAL_URLS_REFUSED);
  if (!host.includes('.') && !isIP(host) && !(allowLoopback && host === 'localhost'))
    throw new AppError('BAD_INPUT', 'Invalid URL format');
  return url.href;
}

export const SiteBody = z.object({ agent_id: z.string({ error: 'agent_id is required' }), url: z.unknown() });

/** A FAQ read from a website: the agent and the address as typed (checked here). */
export interface SiteFaqCommand {
  agentId: unknown;
  url: unknown;
}

/** generateFaqFromWebsite and POST /api/knowledge/generate-faq-cerebrium {url, agent_id}: a FAQ read from the site's pages (a job). */
export async function generateFaqFromSite(deps: Deps, ownerId: string, command: SiteFaqCommand) {
  const url = websiteUrlOf(command.url, deps.config.KNOWLEDGE_FETCH_ALLOW_LOOPBACK);
  return deps.bus.request(knowledge.generateFaqFromSite, { agentId: agentIdOf(command.agentId), ownerId, url });
}

export const PdfBody = z.object({
  agent_id: z.string({ error: 'agent_id is required' }),
  pdf_file_url: z.string({ error: 'Please upload a PDF' }).trim().min(1, 'Please upload a PDF').max(2000),
});

/** POST /api/knowledge/generate-faq-from-pdf {pdf_file_url, agent_id}: the PDF is one of the caller's uploads. */
export async function generateFaqFromPdf(deps: Deps, ownerId: string, body: unknown, host: string | null) {
  const input = parsedInput(PdfBody, body);
  const pdfKey = uploadKeyOf('pdf_file_url', input.pdf_file_url, { userId: ownerId, knownHosts: knownHosts(deps.config, host) });
  if (!pdfKey.toLowerCase().endsWith('.pdf')) throw new AppError('BAD_INPUT', 'Only PDF files are allowed');
  return deps.bus.request(knowledge.generateFaqFromPdf, { agentId: agentIdOf(input.agent_id), ownerId, pdf_key: pdfKey });
}
