import type { MutationResolvers } from '../../../../generated/resolvers-types.js';
import { reportFirstFrame as report } from '../../use-cases/report-first-frame.js';

export const reportFirstFrame: NonNullable<MutationResolvers['reportFirstFrame']> = (_parent, args, context) =>
  report(context.deps, args);
