import { describe, expect, it } from 'vitest';
import { apiKeyFormSchema, createApiKeyInput } from './apiKeyForm';

describe('the API key form', () => {
  it('turns a valid form into the mutation input', () => {
    const form = apiKeyFormSchema.parse({ name: '  CI ', scopes: ['agents:read', 'conversations'], expiry: '90' });
    expect(createApiKeyInput(form)).toEqual({ name: 'CI', scopes: ['agents:read', 'conversations'], expiresInDays: 90 });
    expect(
      createApiKeyInput(apiKeyFormSchema.parse({ name: 'x', scopes: ['knowledge'], expiry: 'none' })).expiresInDays,
    ).toBeNull();
  });

  it('says what is missing', () => {
    const messages = (value: unknown) => apiKeyFormSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ name: ' ', scopes: [], expiry: 'none' })).toEqual([
      'Enter a name for the key',
      'Choose at least one scope',
    ]);
    expect(messages({ name: 'x', scopes: ['admin'], expiry: 'none' })).toHaveLength(1);
  });
});
