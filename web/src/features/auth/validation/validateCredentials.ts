export interface CredentialErrors {
  email?: string;
  password?: string;
}

// Mirrors the gateway's checks so most mistakes are caught before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD_LENGTH = 8;

/** Field errors for an email and password; an empty object means they may be sent. */
export function validateCredentials(input: { email: string; password: string }): CredentialErrors {
  const errors: CredentialErrors = {};
  const email = input.email.trim();
  if (email.length === 0) errors.email = 'Please enter your email address.';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    errors.email = 'Please enter a valid email address.';
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    errors.password = 'Password must be at least 8 characters.';
  }
  return errors;
}
