/**
 * The readable text of a stored message: an agent reply is sometimes a JSON string (products,
 * slides, suggestions; spec 003 section 3); its response is what the visitor read.
 */
export function messageText(message: string): string {
  const trimmed = message.trim();
  if (!trimmed.startsWith('{')) return message;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed && typeof parsed === 'object') {
      const { response, message: inner } = parsed as Record<string, unknown>;
      if (typeof response === 'string') return response;
      if (typeof inner === 'string') return inner;
    }
  } catch {
    // Not JSON after all: shown as written.
  }
  return message;
}
