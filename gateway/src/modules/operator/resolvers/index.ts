import type { Resolvers } from '../../../generated/resolvers-types.js';
import { getOperatorStatus } from '../use-cases/get-operator-status.js';
import { isOperator } from '../use-cases/operator-access.js';

export const operatorResolvers: Resolvers = {
  User: {
    // Only ever about the signed-in user themself (Query.me): nobody learns who operates.
    isOperator: (user, _args, context) => context.user?.id === user.id && isOperator(context.deps.config.ADMIN_EMAILS, user),
  },
  Query: {
    operatorStatus: (_parent, _args, context) => getOperatorStatus(context.deps, context.user),
  },
};
