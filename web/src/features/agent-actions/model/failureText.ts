/** The server's words when it gave any, the spec's default otherwise (spec 002 section 8). */
export function failureText(error: { message?: string | null } | null | undefined, fallback: string): string {
  const message = error?.message?.trim();
  return message || fallback;
}
