import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validateCredentials';

describe('validateCredentials', () => {
  it('accepts a normal email and an 8-character password', () => {
    expect(validateCredentials({ email: 'ada@example.com', password: '12345678' })).toEqual({});
  });

  it('ignores spaces around the email', () => {
    expect(validateCredentials({ email: '  ada@example.com ', password: 'correct horse' })).toEqual({});
  });

  it('asks for an email when it is blank', () => {
    expect(validateCredentials({ email: '   ', password: 'long enough' }).email).toBe(
      'Please enter your email address.',
    );
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@exa mple.com'])(
    'rejects %j as an email',
    (email) => {
      expect(validateCredentials({ email, password: 'long enough' }).email).toBe(
        'Please enter a valid email address.',
      );
    },
  );

  it('rejects passwords under 8 characters with the server message', () => {
    expect(validateCredentials({ email: 'ada@example.com', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(validateCredentials({ email: 'ada@example.com', password: '' }).password).toBe(
      'Password must be at least 8 characters.',
    );
  });

  it('reports both fields at once', () => {
    const errors = validateCredentials({ email: 'nope', password: 'short' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
  });
});
