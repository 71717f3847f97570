import { describe, expect, it } from 'vitest';
import { classifyCreationError } from './classifyCreationError';

describe('classifyCreationError', () => {
  it.each(['Unauthorized', 'Upload failed: Unauthorized', 'Failed to fetch credit summary', 'No valid session found'])(
    '%s opens the sign-in dialog',
    (message) => {
      expect(classifyCreationError(message)).toEqual({ kind: 'signIn' });
    },
  );

  it.each(['Insufficient credits: balance 20, need 100', 'INSUFFICIENT_CREDITS'])(
    '%s is the insufficient-credits path',
    (message) => {
      expect(classifyCreationError(message)).toEqual({ kind: 'insufficientCredits' });
    },
  );

  it("titles messages about credits 'Credit Issue'", () => {
    expect(classifyCreationError('Failed to check credit balance')).toEqual({
      kind: 'toast',
      title: 'Credit Issue',
      description: 'Failed to check credit balance',
    });
  });

  it('drops a generic "Failed to generate agent:" before the reason', () => {
    expect(classifyCreationError('Failed to generate agent: The Expression model needs a GPU host')).toEqual({
      kind: 'toast',
      title: 'Agent Generation Failed',
      description: 'The Expression model needs a GPU host',
    });
    expect(classifyCreationError('Failed to generate agent')).toMatchObject({ description: 'Failed to generate agent' });
  });

  it("titles everything else 'Agent Generation Failed'", () => {
    expect(classifyCreationError('Network error')).toEqual({
      kind: 'toast',
      title: 'Agent Generation Failed',
      description: 'Network error',
    });
  });
});
