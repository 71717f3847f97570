import { describe, expect, it } from 'vitest';
import { gatewayEnvSchema } from './config.js';

const base = {
  MONGODB_URI: 'mongodb://127.0.0.1:1/',
  NATS_URL: 'nats://127.0.0.1:1',
  SESSION_SECRET: 'x'.repeat(16),
  STORAGE_SIGNING_SECRET: 'y'.repeat(16),
};
const trustOf = (value: string | undefined) => gatewayEnvSchema.parse({ ...base, TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('is a hop count, never "trust everyone"', () => {
    expect(trustOf(undefined)).toBe(0);
    expect(trustOf('false')).toBe(0);
    expect(trustOf('0')).toBe(0);
    expect(trustOf('true')).toBe(1);
    expect(trustOf('2')).toBe(2);
  });

  it('takes a list of trusted addresses, and refuses anything else', () => {
    expect(trustOf('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(() => trustOf('*; drop')).toThrow(/TRUST_PROXY/);
  });
});
