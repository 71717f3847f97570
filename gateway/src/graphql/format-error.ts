import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, graphqlCodeOf, type Logger } from '@avatarium/platform';
import { retryAfterOf } from '../http/rate-limiter.js';

/** AppErrors keep their message and get their code; anything unexpected is logged and hidden. */
export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      const retryAfter = retryAfterOf(original);
      const extensions = { code: graphqlCodeOf[original.code], ...(retryAfter === undefined ? {} : { retryAfter }) };
      return { ...formatted, message: original.message, extensions };
    }
    const code = formatted.extensions?.code;
    if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    logger.error('graphql error', { error: original });
    return {
      message: 'Something went wrong. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
