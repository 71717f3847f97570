import { z } from 'zod';
import { AgentId } from '../catalog/agent-id.js';
import { defineEvent, defineRequest } from '../define.js';
import { UserId } from '../ids.js';

/**
 * Presentation slides (spec 002 2.8, 4.6; 003 2.5, section 3 Slide; issue 12), owned by the
 * knowledge service: a PDF made into one image and one spoken script per page. Owner only.
 */

export const SLIDES_PDF_MAX_BYTES = 50 * 1024 * 1024;
export const SLIDES_PAGES_MAX = 200;

/** Spec 003 section 3: slide_number, image_url, has_image, script. */
export const Slide = z.object({
  slide_number: z.number().int().positive(),
  image_url: z.string().nullable(),
  has_image: z.boolean(),
  script: z.string(),
});
export type Slide = z.infer<typeof Slide>;

/** Spec 002 section 3: {enabled, slides}; {} while generating (4.6). */
export const SlidesBlock = z.object({ enabled: z.boolean().optional(), slides: z.array(Slide).optional() });

export const SlidesState = z.object({
  agentId: AgentId,
  slides: SlidesBlock,
  status: z.enum(['generating', 'ready', 'failed']),
  progress: z.object({ step: z.string(), percent: z.number().int().min(0).max(100) }).nullable(),
  error: z.string().nullable(),
  updated_at: z.string(),
});
export type SlidesState = z.infer<typeof SlidesState>;

const OwnerTarget = { agentId: AgentId, ownerId: UserId };

export const getSlides = defineRequest('knowledge.slides.get', z.object(OwnerTarget), SlidesState.nullable());

/** A PDF the owner uploaded becomes the slides (the old ones cleared first), as a job. */
export const generateSlides = defineRequest(
  'knowledge.slides.generate',
  z.object({ ...OwnerTarget, pdf_key: z.string().min(1).max(500) }),
  SlidesState,
);

/**
 * PATCH /api/agents/{id} {slides: {enabled, slides}} (toggle, delete a slide, edit a script)
 * or {slides: {}} to clear: the slides kept are those listed, with their scripts.
 */
export const updateSlides = defineRequest(
  'knowledge.slides.update',
  z.object({
    ...OwnerTarget,
    clear: z.boolean().default(false),
    enabled: z.boolean().optional(),
    slides: z
      .array(z.object({ slide_number: z.number().int().positive(), script: z.string().max(10_000) }))
      .max(SLIDES_PAGES_MAX)
      .optional(),
  }),
  SlidesState.nullable(),
);

export const slidesChanged = defineEvent('knowledge.slides.changed', z.object({ ownerId: UserId, state: SlidesState }));

/**
 * The deck an agent presents in conversations (the conversation service asks for a session it
 * already admitted): enabled only when the owner turned slides on and they exist. Images are
 * signed for a day, long enough for any conversation.
 */
export const presentationSlides = defineRequest(
  'knowledge.slides.presentation',
  z.object({ agentId: AgentId }),
  z.object({ enabled: z.boolean(), slides: z.array(Slide) }),
);
