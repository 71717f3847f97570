import { describe, expect, it } from 'vitest';
import { resolveTab } from './resolveTab';

describe('resolveTab', () => {
  it.each(['create', 'community', 'plan', 'developer'])('accepts #%s for everyone', (tab) => {
    expect(resolveTab(`#${tab}`, false, false)).toBe(tab);
    expect(resolveTab(`#${tab}`, true, false)).toBe(tab);
    expect(resolveTab(`#${tab}`, false, true)).toBe(tab);
  });

  it('accepts a hash without the leading #', () => {
    expect(resolveTab('plan', false, false)).toBe('plan');
  });

  it('falls back to create for an empty or unknown hash', () => {
    expect(resolveTab('', false, false)).toBe('create');
    expect(resolveTab('#', true, false)).toBe('create');
    expect(resolveTab('#settings', true, false)).toBe('create');
    expect(resolveTab('#Plan', false, false)).toBe('create');
    expect(resolveTab('#plan/extra', false, false)).toBe('create');
  });

  it('shows my-agents only when signed in', () => {
    expect(resolveTab('#my-agents', true, false)).toBe('my-agents');
    expect(resolveTab('#my-agents', false, false)).toBe('create');
  });

  it('keeps my-agents while the session is still loading', () => {
    expect(resolveTab('#my-agents', false, true)).toBe('my-agents');
  });

  it('still corrects an unknown hash while the session is loading', () => {
    expect(resolveTab('#nope', false, true)).toBe('create');
  });
});
