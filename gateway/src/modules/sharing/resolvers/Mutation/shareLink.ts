import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { shareLink as link } from '../../use-cases/share-link.js';

/** The GraphQL twin of POST /api/viewer/generate-share-url. */
export const shareLink: NonNullable<MutationResolvers['shareLink']> = async (_parent, { id, model }, context) => {
  const result = await link(context.deps, { userId: context.user?.id ?? null, origin: context.origin }, { agentCode: id, model });
  return result.ok
    ? { ok: true, shareUrl: result.shareUrl, anonymous: result.anonymous, error: null }
    : { ok: false, shareUrl: null, anonymous: null, error: result.error };
};
