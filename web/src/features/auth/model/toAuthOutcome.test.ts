import { describe, expect, it } from 'vitest';
import { toAuthOutcome } from './toAuthOutcome';

describe('toAuthOutcome', () => {
  it('passes success through', () => {
    expect(toAuthOutcome({ ok: true })).toEqual({ ok: true });
  });

  it('keeps the reason code and maps field errors by their last path segment', () => {
    expect(
      toAuthOutcome({
        ok: false,
        error: {
          message: 'Please enter a valid email address.',
          code: 'BAD_INPUT',
          inputErrors: [{ field: 'input.email', message: 'x' }],
        },
      }),
    ).toEqual({ ok: false, message: 'Please enter a valid email address.', code: 'BAD_INPUT', fieldErrors: { email: 'x' } });
    expect(toAuthOutcome({ ok: false, error: { message: 'taken', code: 'EMAIL_TAKEN', inputErrors: [] } })).toMatchObject({
      code: 'EMAIL_TAKEN',
    });
  });

  it('says something useful when there is no payload at all', () => {
    expect(toAuthOutcome(null)).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
      code: null,
      fieldErrors: {},
    });
  });
});
