/** The token of an `Authorization: Bearer …` value, or undefined when the request carries none. */
export function bearerOf(authorization: string | undefined | null): string | undefined {
  if (typeof authorization !== 'string') return undefined;
  const match = /^\s*bearer\s+(.*?)\s*$/i.exec(authorization);
  return match ? match[1]! : undefined;
}
