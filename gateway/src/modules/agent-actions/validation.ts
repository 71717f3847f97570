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

/** PUT /api/agents/{id}/sharing {share:{anonymous_enabled}, sharing_enabled}; sharing_enabled is accepted and not stored. */
export const SharingBody = z.object({
  share: z.object({ anonymous_enabled: z.boolean({ error: 'share.anonymous_enabled must be true or false' }) }),
  sharing_enabled: z.boolean().optional(),
});

/** DELETE /api/agents {agentId}. */
export const DeleteBody = z.object({ agentId: z.string({ error: 'agentId is required' }) });

/** No body (POST .../vote, .../clone): anything sent is ignored. */
export const NoBody = z.unknown();

const PATCH_FIELDS_HERE = new Set(['visibility', 'category']);

/**
 * Which change a PATCH /api/agents/{id} body asks for. Settings (name, system_prompt,
 * language, gender) and slides belong to later issues: until then they are refused, named.
 */
export function agentPatchKind(body: unknown): { kind: 'visibility' | 'category' } | { kind: 'unsupported'; message: string } {
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const unsupported = fields.filter((field) => !PATCH_FIELDS_HERE.has(field));
  if (unsupported.length > 0) {
    return { kind: 'unsupported', message: `Changing ${unsupported.join(', ')} is not supported yet.` };
  }
  if (fields.includes('visibility')) return { kind: 'visibility' };
  if (fields.includes('category')) return { kind: 'category' };
  return { kind: 'unsupported', message: 'Nothing to change: send visibility or category.' };
}
