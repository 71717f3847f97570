import { refusalOf } from '../../shared/refusal.js';

/** A use case's answer as a GraphQL result type (`{ ok, ...fields, error }`); expected refusals as data. */
export async function outcome<T extends object>(run: () => Promise<T>, empty: { [K in keyof T]: null }) {
  try {
    return { ok: true, ...(await run()), error: null };
  } catch (error) {
    return { ok: false, ...empty, error: refusalOf(error) };
  }
}

/** GraphQL sends null for an omitted optional field; the REST schemas mean "absent". */
export const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
