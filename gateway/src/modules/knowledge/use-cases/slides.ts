import { AgentId, slides } from '@avatarium/contracts';
import { AppError } from '@avatarium/platform';
import { z } from 'zod';
import type { GatewayDeps } from '../../../http/context.js';
import { knownHosts, uploadKeyOf } from '../../shared/upload-reference.js';
import { inputRefusal } from '../../shared/refusal.js';

type Deps = Pick<GatewayDeps, 'bus' | 'config'>;

function agentIdOf(value: unknown): string {
  const parsed = AgentId.safeParse(value);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'Agent not found');
  return parsed.data;
}

/** The owner's deck, null when the agent has none. */
export async function agentSlides(deps: Deps, ownerId: string, agentId: unknown) {
  return deps.bus.request(slides.getSlides, { agentId: agentIdOf(agentId), ownerId });
}

/**
 * Whether a viewer of this agent may ask it to present (its owner turned slides on): the
 * viewer shows its "Present the slides" button. Only asked for an agent the viewer may open.
 */
export async function presentsSlides(deps: Deps, agentId: string): Promise<boolean> {
  const deck = await deps.bus.request(slides.presentationSlides, { agentId }, { timeoutMs: 2_000 }).catch(() => null);
  return deck?.enabled ?? false;
}

export const GenerateBody = z.object({
  agent_id: z.string({ error: 'agent_id is required' }),
  pdf_file_url: z.string({ error: 'Please upload a PDF' }).trim().min(1, 'Please upload a PDF').max(2000),
});

/** POST /api/knowledge/generate-slides {pdf_file_url, agent_id}: one of the caller's PDF uploads becomes the slides. */
export async function generateSlides(deps: Deps, ownerId: string, body: unknown, host: string | null) {
  const parsed = GenerateBody.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  const pdfKey = uploadKeyOf('pdf_file_url', parsed.data.pdf_file_url, {
    userId: ownerId,
    knownHosts: knownHosts(deps.config, host),
  });
  if (!pdfKey.toLowerCase().endsWith('.pdf')) throw new AppError('BAD_INPUT', 'Only PDF files are allowed');
  return deps.bus.request(slides.generateSlides, { agentId: agentIdOf(parsed.data.agent_id), ownerId, pdf_key: pdfKey });
}

export const UpdateBody = z.object({
  slides: z.object({
    enabled: z.boolean().optional(),
    slides: z
      .array(z.object({ slide_number: z.number().int().positive(), script: z.string().max(10_000).default('') }))
      .max(slides.SLIDES_PAGES_MAX)
      .optional(),
  }),
});

/** PATCH /api/agents/{id} {slides: {enabled, slides}} or {slides: {}} to clear (spec 002 section 7). */
export async function saveSlides(deps: Deps, ownerId: string, agentId: unknown, body: unknown) {
  const parsed = UpdateBody.safeParse(body ?? {});
  if (!parsed.success) throw new AppError('BAD_INPUT', inputRefusal(parsed.error).message);
  const block = parsed.data.slides;
  const clear = block.enabled === undefined && block.slides === undefined;
  return deps.bus.request(slides.updateSlides, { agentId: agentIdOf(agentId), ownerId, clear, ...block });
}
