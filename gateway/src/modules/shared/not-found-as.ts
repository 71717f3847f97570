import { AppError } from '@avatarium/platform';

/**
 * The value, or `fallback` when the use case found nothing (NOT_FOUND): for GraphQL fields whose
 * schema answers a missing thing as false or null rather than as an error.
 */
export async function notFoundAs<T, F>(work: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return fallback;
    throw error;
  }
}
