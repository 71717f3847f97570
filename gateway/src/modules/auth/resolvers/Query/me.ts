import type { QueryResolvers } from '../../../../generated/resolvers-types.js';

export const me: NonNullable<QueryResolvers['me']> = (_parent, _args, context) => context.user;
