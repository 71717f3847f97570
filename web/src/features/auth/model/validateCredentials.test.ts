import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validateCredentials';

describe('validateCredentials', () => {
  it('accepts a normal email and an 8-character password', () => {
    expect(validateCredentials({ email: 'ada@example.com', password: '12345678' })).toEqual({});
    expect(validateCredentials({ email: 'ada.l+test@mail.example.co.uk', password: 'correct horse' })).toEqual({});
  });

  it('ignores spaces around the email', () => {
    expect(validateCredentials({ email: '  ada@example.com ', password: 'correct horse' })).toEqual({});
  });

  it.each(['', '   '])('asks for an email when given %j', (email) => {
    expect(validateCredentials({ email, password: 'long enough' }).email).toBe('Please enter your email address.');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@exa mple.com', 'ada@example.'])(
    'rejects %j as an email',
    (email) => {
      expect(validateCredentials({ email, password: 'long enough' }).email).toBe('Please enter a valid email address.');
    },
  );

  it('rejects emails over 254 characters', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(validateCredentials({ email, password: 'long enough' }).email).toBe('Email is too long.');
  });

  it('rejects passwords under 8 characters with the server message', () => {
    expect(validateCredentials({ email: 'ada@example.com', password: '1234567' })).toEqual({
      password: 'Password must be at least 8 characters.',
    });
    expect(validateCredentials({ email: 'ada@example.com', password: ' ' }).password).toBe(
      'Password must be at least 8 characters.',
    );
  });

  it('asks for a password when there is none', () => {
    expect(validateCredentials({ email: 'ada@example.com', password: '' }).password).toBe('Please enter your password.');
  });

  it('rejects passwords over 200 characters', () => {
    expect(validateCredentials({ email: 'ada@example.com', password: 'x'.repeat(201) }).password).toBe('Password is too long.');
  });

  it('reports both fields at once', () => {
    const errors = validateCredentials({ email: 'nope', password: 'short' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
  });
});
