import { describe, expect, it } from 'vitest';
import { CONSUMERS, STREAMS } from './streams.js';

/** NATS subject matching: `*` is one token, `>` the rest. */
function matches(pattern: string, subject: string): boolean {
  const want = pattern.split('.');
  const got = subject.split('.');
  for (const [index, token] of want.entries()) {
    if (token === '>') return got.length > index;
    if (token !== '*' && token !== got[index]) return false;
  }
  return want.length === got.length;
}

describe('JetStream streams and consumers', () => {
  it('gives every stream a name of its own and subjects no other stream takes', () => {
    const streams = Object.values(STREAMS);
    expect(new Set(streams.map((stream) => stream.name)).size).toBe(streams.length);
    const subjects = streams.flatMap((stream) => [...stream.subjects]);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('filters each consumer on a subject its stream stores', () => {
    for (const consumer of Object.values(CONSUMERS)) {
      const stream = Object.values(STREAMS).find((candidate) => candidate.name === consumer.stream);
      expect(stream, consumer.durable).toBeDefined();
      expect(stream!.subjects.some((subject) => matches(subject, consumer.filterSubject))).toBe(true);
    }
  });
});
