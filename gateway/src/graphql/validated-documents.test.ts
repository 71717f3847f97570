import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ValidatedDocuments } from './validated-documents.js';

const schema = buildSchema('type Query { a: Int } type Subscription { tick: Int! }');

describe('ValidatedDocuments', () => {
  it('parses and validates once, then hands out the same document', () => {
    const documents = new ValidatedDocuments(schema);
    const first = documents.get('subscription { tick }');
    expect(Array.isArray(first)).toBe(false);
    expect(documents.get('subscription { tick }')).toBe(first);
  });

  it('returns the errors of a bad query and does not keep it', () => {
    const documents = new ValidatedDocuments(schema);
    const invalid = documents.get('subscription { nope }');
    expect(Array.isArray(invalid) && invalid[0]?.message).toMatch(/Cannot query field "nope"/);
    const unparsable = documents.get('subscription {');
    expect(Array.isArray(unparsable) && unparsable[0]?.message).toMatch(/Syntax Error/);
  });

  it('forgets the oldest query beyond its size', () => {
    const documents = new ValidatedDocuments(schema, 1);
    const first = documents.get('subscription { tick }');
    documents.get('subscription Named { tick }');
    expect(documents.get('subscription { tick }')).not.toBe(first);
  });
});
