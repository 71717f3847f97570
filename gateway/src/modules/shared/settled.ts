import { refusalError, type Outcome } from './refusal.js';

/** A REST route's view of an outcome: the value, or the refusal thrown for restHandler to map (401, 403, 404, 409, 400). */
export function settled<T extends object>(result: Outcome<T>): T {
  if (!result.ok) throw refusalError(result.error);
  return result;
}
