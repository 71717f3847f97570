import { describe, expect, it } from 'vitest';
import { webhookFormSchema } from './webhookForm';

describe('the webhook form', () => {
  it('accepts an https URL with events', () => {
    expect(webhookFormSchema.parse({ url: ' https://example.com/hooks ', events: ['agent.ready'], description: '' })).toEqual({
      url: 'https://example.com/hooks',
      events: ['agent.ready'],
      description: '',
    });
  });

  it('says what is missing', () => {
    const messages = (value: unknown) => webhookFormSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ url: 'ftp://example.com', events: [], description: '' })).toEqual([
      'The URL must start with https://',
      'Choose at least one event',
    ]);
    expect(messages({ url: 'https://example.com', events: ['agent.deleted'], description: '' })).toHaveLength(1);
  });
});
