import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { linkCaller, shareLink as link } from '../../use-cases/share-link.js';
import { graphqlResult } from '../../../shared/graphql-result.js';

/** The GraphQL twin of POST /api/viewer/generate-share-url. */
export const shareLink: NonNullable<MutationResolvers['shareLink']> = async (_parent, { id, model }, context) =>
  graphqlResult(link(context.deps, linkCaller(context), { agentCode: id, model }));
