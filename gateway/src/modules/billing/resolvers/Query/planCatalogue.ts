import type { QueryResolvers } from '../../../../generated/resolvers-types.js';
import { getPlanCatalogue } from '../../use-cases/get-plan-catalogue.js';

/** The GraphQL twin of GET /api/plans. */
export const planCatalogue: NonNullable<QueryResolvers['planCatalogue']> = (_parent, _args, context) =>
  getPlanCatalogue(context.deps);
