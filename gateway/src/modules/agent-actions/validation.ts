import { AGENT_CATEGORIES } from '@avatarium/contracts';
import { z } from 'zod';

/** A category an agent can have: the spec's list without 'All' (only a filter). */
export const CategoryInput = z.enum(AGENT_CATEGORIES, {
  error: `category must be one of: ${AGENT_CATEGORIES.join(', ')} (All is only a filter).`,
});

/** PATCH /api/agents/{id} {visibility, category?}: making it public sends the category, making it private does not. */
export const VisibilityBody = z.object({
  visibility: z.enum(['public', 'private'], { error: "visibility must be 'public' or 'private'" }),
  category: CategoryInput.optional(),
});

/** PATCH /api/agents/{id}/category (and PATCH /api/agents/{id} with only a category). */
export const CategoryBody = z.object({ category: CategoryInput });

/** PUT /api/agents/{id}/sharing {share:{anonymous_enabled}, sharing_enabled}; sharing_enabled is accepted and not stored. A body with share.deployment alone is the deployment type (agent-settings). */
export const SharingBody = z
  .object({
    share: z
      .object({ anonymous_enabled: z.boolean({ error: 'share.anonymous_enabled must be true or false' }).optional() })
      .optional(),
    sharing_enabled: z.boolean({ error: 'sharing_enabled must be true or false' }).optional(),
  })
  .refine((body) => body.share?.anonymous_enabled !== undefined || body.sharing_enabled !== undefined, {
    message: 'share.anonymous_enabled must be true or false',
  });

/** DELETE /api/agents {agentId}. */
export const DeleteBody = z.object({ agentId: z.string({ error: 'agentId is required' }) });

/** No body (POST .../vote, .../clone): anything sent is ignored. */
export const NoBody = z.unknown();

const PERSONA_FIELDS = new Set([
  'name',
  'description',
  'system_prompt',
  'prompt',
  'language',
  'languages',
  'multiLingual',
  'gender',
]);
const PATCH_FIELDS_HERE = new Set([
  'visibility',
  'category',
  'custom_actions',
  'providers',
  'knowledge',
  'slides',
  ...PERSONA_FIELDS,
]);

/**
 * Which change a PATCH /api/agents/{id} body asks for. Persona fields (name, system_prompt,
 * language, gender), providers and slides belong to later issues: until then they are refused, named.
 */
export function agentPatchKind(
  body: unknown,
):
  | { kind: 'visibility' | 'category' | 'custom_actions' | 'persona' | 'providers' | 'knowledge' | 'slides' }
  | { kind: 'unsupported'; message: string } {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const unsupported = fields.filter((field) => !PATCH_FIELDS_HERE.has(field));
  if (unsupported.length > 0) {
    return { kind: 'unsupported', message: `Changing ${unsupported.join(', ')} is not supported yet.` };
  }
  if (fields.includes('custom_actions')) {
    if (fields.length > 1)
      return { kind: 'unsupported', message: 'custom_actions is saved on its own: send it without other fields.' };
    return { kind: 'custom_actions' };
  }
  if (fields.includes('slides')) {
    if (fields.length > 1) return { kind: 'unsupported', message: 'slides is saved on its own: send it without other fields.' };
    return { kind: 'slides' };
  }
  if (fields.includes('knowledge')) {
    if (fields.length > 1)
      return { kind: 'unsupported', message: 'knowledge is saved on its own: send it without other fields.' };
    return { kind: 'knowledge' };
  }
  if (fields.includes('providers')) {
    if (fields.some((field) => field !== 'providers' && field !== 'language'))
      return { kind: 'unsupported', message: 'providers is saved with the language only: send it without other fields.' };
    return { kind: 'providers' };
  }
  if (fields.some((field) => PERSONA_FIELDS.has(field))) {
    if (fields.some((field) => !PERSONA_FIELDS.has(field)))
      return { kind: 'unsupported', message: 'The persona is saved on its own: send its fields without other changes.' };
    // A description alone is a persona change too (the spec's PATCH {description}): the rest is kept by the dialog.
    return { kind: 'persona' };
  }
  if (fields.includes('visibility')) return { kind: 'visibility' };
  if (fields.includes('category')) return { kind: 'category' };
  return {
    kind: 'unsupported',
    message: 'Nothing to change: send visibility, category, custom_actions, providers or the persona.',
  };
}

/** PUT /api/agents/{id}/sharing: which of the two changes (or both) the body asks for. */
export function sharingChangeOf(body: unknown): { anonymous: boolean; deployment: boolean } {
  const share = body && typeof body === 'object' ? (body as { share?: unknown }).share : undefined;
  const fields = share && typeof share === 'object' ? Object.keys(share) : [];
  const deployment = fields.includes('deployment');
  const revoke = typeof body === 'object' && body !== null && 'sharing_enabled' in body;
  return { deployment, anonymous: fields.includes('anonymous_enabled') || revoke || !deployment };
}
