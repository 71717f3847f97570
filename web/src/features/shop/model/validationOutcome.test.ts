import { describe, expect, it } from 'vitest';
import { validationOutcome } from './validationOutcome';

describe('validationOutcome (spec 003 section 8)', () => {
  it('maps each answer to its toast and inline text', () => {
    expect(validationOutcome({ ok: true, valid: true, functions: ['search_catalog'] })).toEqual({
      kind: 'valid',
      functions: ['search_catalog'],
    });
    expect(validationOutcome({ ok: true, valid: false, functions: [], reason: null })).toEqual({
      kind: 'invalid',
      toast: 'Unable to connect to MCP endpoint',
      inline: 'Invalid URL',
    });
    expect(validationOutcome({ ok: true, valid: false, functions: [], reason: 'Local URLs are not allowed' })).toMatchObject({
      toast: 'Local URLs are not allowed',
      inline: 'Local URLs are not allowed',
    });
    expect(validationOutcome({ ok: false, valid: false, functions: [], error: null })).toEqual({
      kind: 'error',
      toast: 'Validation failed',
    });
    expect(validationOutcome(undefined, new TypeError('Failed to fetch'))).toEqual({
      kind: 'error',
      toast: 'Network error during validation',
    });
    expect(validationOutcome(undefined, new Error('boom'))).toEqual({ kind: 'error', toast: 'Failed to validate URL' });
  });
});
