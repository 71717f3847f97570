import { describe, expect, it } from 'vitest';
import { claimsBusinessFact, isConversational, saysItDoesNotKnow, unknownReplyOf } from './grounding.js';

describe('grounding rules', () => {
  it('knows small talk and questions about the conversation from questions for the FAQ', () => {
    for (const text of ['Hello!', 'Hi there', 'Thank you so much!', 'Good morning Mira', 'What is my name?', 'Who are you?'])
      expect(isConversational(text), text).toBe(true);
    for (const text of [
      'Do you sell parking permits?',
      'Hi, do you sell parking permits?',
      'Thanks, what about parking?',
      'When do you open?',
    ])
      expect(isConversational(text), text).toBe(false);
  });

  it('finds sentences that state business facts, not those that say it does not know', () => {
    for (const sentence of [
      'Yes, we sell parking permits for visitors.',
      'Our café serves vegan ice cream.',
      'You can buy them at the entrance.',
      'Permits are available at the desk.',
      'They cost 5 euros.',
      'It opens at 9 am.',
      'Call +48 123 456 789.',
      'Write to info@example.com.',
    ])
      expect(claimsBusinessFact(sentence), sentence).toBe(true);
    for (const sentence of [
      "I'm sorry, I don't know that.",
      "I don't have information about parking permits we might sell.",
      'Paint is made of pigment and oil.',
      'Is there anything else I can help you with?',
    ])
      expect(claimsBusinessFact(sentence), sentence).toBe(false);
    expect(saysItDoesNotKnow("I'm not sure about that.")).toBe(true);
  });

  it("says the owner's sentence as written, else the default offering the FAQ's own questions", () => {
    expect(unknownReplyOf({ only_from_faq: false, unknown_answer: 'Ask at the desk.' }, ['When is it open?'])).toBe(
      'Ask at the desk.',
    );
    expect(unknownReplyOf({ only_from_faq: false, unknown_answer: null }, ['When is it open?', 'How much?', 'Dogs?'])).toBe(
      'I\'m sorry, I don\'t know that. I can help with questions like "When is it open?" or "How much?".',
    );
    expect(unknownReplyOf({ only_from_faq: true, unknown_answer: null }, [])).toBe("I'm sorry, I don't know that.");
  });
});
