import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { savePersona as save } from '../../use-cases/voices.js';
import { optionalCaller } from '../../../shared/caller.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of PATCH /api/agents/{id} with the persona. */
export const savePersona: NonNullable<MutationResolvers['savePersona']> = async (_parent, { id, persona }, context) =>
  graphqlResult(
    save(context.deps, optionalCaller(context), id, {
      name: persona.name,
      description: persona.description ?? '',
      system_prompt: persona.systemPrompt,
      language: persona.language,
      gender: persona.gender,
    }),
  );
