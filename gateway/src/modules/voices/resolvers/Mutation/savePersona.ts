import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { savePersona as save } from '../../use-cases/voices.js';

/** The GraphQL twin of PATCH /api/agents/{id} with the persona. */
export const savePersona: NonNullable<MutationResolvers['savePersona']> = async (_parent, { id, persona }, context) => {
  const result = await save(context.deps, context.user?.id ?? null, id, {
    name: persona.name,
    description: persona.description ?? '',
    system_prompt: persona.systemPrompt,
    language: persona.language,
    gender: persona.gender,
  });
  return result.ok
    ? { ok: true, agent: result.agent, voiceNotice: result.voiceNotice, error: null }
    : { ok: false, agent: null, voiceNotice: null, error: result.error };
};
