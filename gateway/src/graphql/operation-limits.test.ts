import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { gatewayValidationRules, operationLimitsRule, withoutSuggestions } from './operation-limits.js';

const schema = buildSchema('type Node { id: ID! child: Node } type Query { node: Node ping: Boolean }');
const rule = operationLimitsRule({ maxDepth: 4, maxAliases: 3, maxCost: 20 });
const errorsOf = (query: string) => validate(schema, parse(query), [...specifiedRules, rule]).map((error) => error.message);

describe('operation limits', () => {
  it('lets an operation within every limit through', () => {
    expect(errorsOf('{ node { child { child { id } } } a: ping b: ping }')).toEqual([]);
  });

  it('refuses depth beyond the limit, fragments and inline fragments included', () => {
    expect(errorsOf('{ node { child { child { child { id } } } } }')).toEqual(['The query is too deep: 5 levels, at most 4.']);
    const viaFragment = 'query { node { ...Deep } } fragment Deep on Node { child { ... on Node { child { child { id } } } } }';
    expect(errorsOf(viaFragment)).toEqual(['The query is too deep: 5 levels, at most 4.']);
  });

  it('counts aliases, also inside a fragment spread several times', () => {
    expect(errorsOf('{ a: ping b: ping c: ping d: ping }')).toEqual(['The query has too many aliases: 4, at most 3.']);
    expect(errorsOf('{ ...F ...F } fragment F on Query { a: ping b: ping }')).toEqual([
      'The query has too many aliases: 4, at most 3.',
    ]);
  });

  it('refuses more field selections than the cost limit, without aliases too', () => {
    expect(errorsOf(`{ ${'ping '.repeat(21)} }`)).toEqual(['The query is too large: it selects more than 20 fields.']);
  });

  it('stops expanding a fragment bomb and refuses it', () => {
    const bomb = [
      '{ ...A }',
      ...'ABCDEFGHIJ'.split('').map((name, index, all) => {
        const next = all[index + 1];
        return `fragment ${name} on Query { ${next ? `...${next} `.repeat(10) : 'ping'} }`;
      }),
    ].join('\n');
    const started = Date.now();
    expect(errorsOf(bomb)).toContain('The query is too large: it selects more than 20 fields.');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('leaves a fragment cycle to the standard rule instead of looping', () => {
    expect(errorsOf('{ node { ...A } } fragment A on Node { child { ...A } }')).toEqual([
      'Cannot spread fragment "A" within itself.',
    ]);
  });
});

describe('the gateway rules', () => {
  const introspection = parse('{ __schema { types { name } } }');
  const rulesFor = (NODE_ENV: 'production' | 'development') => [
    ...specifiedRules,
    ...gatewayValidationRules({ NODE_ENV, GRAPHQL_MAX_DEPTH: 10, GRAPHQL_MAX_ALIASES: 30, GRAPHQL_MAX_COST: 500 }),
  ];

  it('refuse introspection in production only; __typename stays', () => {
    expect(validate(schema, introspection, rulesFor('development'))).toEqual([]);
    expect(validate(schema, introspection, rulesFor('production'))[0]?.message).toMatch(/introspection/i);
    expect(validate(schema, parse('{ __typename }'), rulesFor('production'))).toEqual([]);
  });

  it('withoutSuggestions drops "Did you mean" and keeps the rest', () => {
    const [error] = validate(schema, parse('{ pin }'));
    expect(error!.message).toMatch(/Did you mean "ping"\?/);
    expect(withoutSuggestions(error!).message).toBe('Cannot query field "pin" on type "Query".');
  });
});
