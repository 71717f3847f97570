import { describe, expect, it } from 'vitest';

import { readServerSentEvents } from './sse.js';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readServerSentEvents(body)) events.push(event);
  return events;
}

describe('reading server-sent events', () => {
  it('joins events split anywhere across chunks, with any line ending', async () => {
    const events = await all(
      streamOf('data: {"a"', ':1}\r', '\n\r\nevent: delta\ndata: one\nda', 'ta: two\n\n: comment\n\rdata:x\r\r'),
    );
    expect(events).toEqual([
      { event: undefined, data: '{"a":1}' },
      { event: 'delta', data: 'one\ntwo' },
      { event: undefined, data: 'x' },
    ]);
  });

  it('keeps the last event when the stream ends without a blank line', async () => {
    expect(await all(streamOf('data: [DONE]'))).toEqual([{ event: undefined, data: '[DONE]' }]);
  });
});
