/** GraphQL sends null for an omitted optional field; the REST schemas mean "absent". */
export const withoutNulls = (input: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
