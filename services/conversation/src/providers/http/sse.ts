/** One server-sent event: its `event:` name (if any) and its `data:` lines joined. */
export interface ServerSentEvent {
  event?: string;
  data: string;
}

/**
 * Reads a text/event-stream body event by event, as the HTML standard defines the format:
 * lines end in LF, CRLF or CR; a blank line ends an event; `:` lines are comments.
 */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | undefined;
  let data: string[] = [];
  const lineEnd = /\r\n|\r|\n/;
  // Returns a finished event when the line is the blank one that ends it.
  const takeLine = (line: string): ServerSentEvent | undefined => {
    if (line === '') {
      const finished = data.length > 0 ? { event, data: data.join('\n') } : undefined;
      event = undefined;
      data = [];
      return finished;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
    return undefined;
  };
  for await (const chunk of body) {
    buffer += decoder.decode(chunk, { stream: true });
    let match: RegExpExecArray | null;
    // A trailing CR may be the first half of a CRLF: wait for the next chunk.
    while ((match = lineEnd.exec(buffer)) && !(match[0] === '\r' && match.index === buffer.length - 1)) {
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      const finished = takeLine(line);
      if (finished) yield finished;
    }
  }
  // The stream ended: what is left is the last line, and the last event needs no blank line.
  for (const line of buffer.split(lineEnd)) {
    const finished = takeLine(line);
    if (finished) yield finished;
  }
  if (data.length > 0) yield { event, data: data.join('\n') };
}

/** Parses an event's data as JSON, naming the provider when it is not. */
export function eventJson(provider: string, event: ServerSentEvent): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    throw new Error(`${provider} sent an unreadable event: ${event.data.slice(0, 120)}`);
  }
}
