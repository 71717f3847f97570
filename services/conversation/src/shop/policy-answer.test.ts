import { describe, expect, it } from 'vitest';
import { policyText } from './policy-answer.js';

const textPart = (text: string) => ({ content: [{ type: 'text', text }] });

describe("policyText: the store's policy answer, in the shapes stores give it", () => {
  it('reads question and answer pairs, plain sentences and plain text; nothing from markup or an empty list', () => {
    expect(policyText(textPart(JSON.stringify([{ question: 'Returns?', answer: 'Free within 30 days.' }])))).toBe(
      '- Returns? Free within 30 days.',
    );
    expect(policyText({ content: [], structured: { faqs: ['We ship worldwide.', { body: 'Refunds take 5 days.' }] } })).toBe(
      '- We ship worldwide.\n- Refunds take 5 days.',
    );
    expect(policyText(textPart('Returns are accepted within 14 days.'))).toBe('Returns are accepted within 14 days.');
    expect(policyText(textPart('<html>shop</html>'))).toBe('');
    expect(policyText(textPart(JSON.stringify({ results: [] })))).toBe('');
  });
});
