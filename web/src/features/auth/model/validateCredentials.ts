export interface CredentialErrors {
  email?: string;
  password?: string;
}

// Mirrors the gateway's Credentials schema (same limits, same messages) so most mistakes are
// caught before a round trip; an empty field gets a plainer "please enter" message.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const EMAIL_MAX_LENGTH = 254;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

/** Field errors for an email and password; an empty object means they may be sent. */
export function validateCredentials(input: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address.';
  else if (email.length > EMAIL_MAX_LENGTH) errors.email = 'Email is too long.';

  if (!input.password) {
    errors.password = 'Please enter your password.';
  } else if (input.password.length < PASSWORD_MIN_LENGTH) {
    errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  } else if (input.password.length > PASSWORD_MAX_LENGTH) {
    errors.password = 'Password is too long.';
  }
  return errors;
}
