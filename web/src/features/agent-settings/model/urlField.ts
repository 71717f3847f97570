const BARE_DOMAIN = /^[\w-]+(\.[\w-]+)+(:\d+)?([/?#].*)?$/;

/**
 * Spec 001 section 5, the URL fields: blank is valid; otherwise it must parse as a web address.
 * A bare domain gets a hint with the https:// form of what was typed.
 */
export function urlFieldProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return null;
  } catch {
    // Not a URL at all: see below.
  }
  if (BARE_DOMAIN.test(text)) return `Use https:// at the beginning: https://${text}`;
  return 'Try adding https:// at the beginning';
}
