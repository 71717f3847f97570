import { describe, expect, it } from 'vitest';
import { nodeEnvOf } from './run-mode.js';

describe('the mode npm start runs in', () => {
  it('is production unless a developer asks for development', () => {
    expect(nodeEnvOf([], {})).toBe('production');
    expect(nodeEnvOf([], { NODE_ENV: '' })).toBe('production');
    expect(nodeEnvOf([], { NODE_ENV: 'staging' })).toBe('production');
    expect(nodeEnvOf(['--dev'], {})).toBe('development');
    expect(nodeEnvOf(['--dev'], { NODE_ENV: 'production' })).toBe('development');
    expect(nodeEnvOf([], { NODE_ENV: 'development' })).toBe('development');
    expect(nodeEnvOf([], { NODE_ENV: 'test' })).toBe('test');
  });
});
