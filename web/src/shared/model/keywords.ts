/** Spec 001 section 5: a keyword is trimmed and non-empty, and a trigger holds each once (case aside). */
export function withKeyword(keywords: readonly string[], typed: string): string[] {
  const keyword = typed.trim();
  if (!keyword || keywords.some((each) => each.toLowerCase() === keyword.toLowerCase())) return [...keywords];
  return [...keywords, keyword];
}

/** Whether a visitor's words contain a keyword, as a whole word or phrase, case aside. */
export function mentions(text: string, keyword: string): boolean {
  const escaped = keyword.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!escaped) return false;
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** The URL of the first trigger whose keyword the text mentions. */
export function triggeredUrl(text: string, triggers: ReadonlyArray<{ keywords: readonly string[]; url: string }>): string | null {
  for (const trigger of triggers) {
    if (trigger.keywords.some((keyword) => mentions(text, keyword))) return trigger.url;
  }
  return null;
}
