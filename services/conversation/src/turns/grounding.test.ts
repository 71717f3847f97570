import { describe, expect, it } from 'vitest';
import {
  asksAboutTheVisitor,
  claimsAboutUncovered,
  claimsBusinessFact,
  isConversational,
  noInformationAbout,
  saysItDoesNotKnow,
  uncoveredTopics,
  unknownReplyOf,
} from './grounding.js';

describe('grounding rules', () => {
  it('knows small talk and questions about the conversation from questions for the FAQ', () => {
    for (const text of [
      'Hello!',
      'Hi there',
      'Thank you so much!',
      'Good morning Mira',
      'What is my name?',
      'Who are you?',
      'I came here in my red Volvo.',
      'I am planning a trip to Iceland in March.',
      'My daughter is six.',
    ])
      expect(isConversational(text), text).toBe(true);
    for (const text of [
      'I want to buy a ticket.',
      'I heard you sell maps.',
      'I need to park my car.',
      'I wonder if you open on Sundays.',
      'My dog is allowed in?',
      'Do you sell parking permits?',
      'Hi, do you sell parking permits?',
      'Thanks, what about parking?',
      'When do you open?',
    ])
      expect(isConversational(text), text).toBe(false);
  });

  it('knows a question about what the visitor said from one about how the business works', () => {
    for (const text of [
      'What colour is my car?',
      'Where am I going, and when?',
      'Which language am I learning?',
      'What did I order?',
    ])
      expect(asksAboutTheVisitor(text, true), text).toBe(true);
    for (const text of [
      'Can I bring my dog?',
      'Where do I park my car?',
      'Do I need my ticket?',
      'When do you open?',
      'Is my dog allowed inside?',
      'Is my order ready?',
    ])
      expect(asksAboutTheVisitor(text, true), text).toBe(false);
    // Before the visitor said anything there is nothing of theirs to remember.
    expect(asksAboutTheVisitor('What colour is my car?', false)).toBe(false);
  });

  it('finds sentences that state business facts, not those that say it does not know', () => {
    for (const sentence of [
      'Yes, we sell parking permits for visitors.',
      'Our café serves vegan ice cream.',
      'You can buy them at the entrance.',
      'Permits are available at the desk.',
      'No, taking photos with a flash is not allowed in the museum.',
      "Flash photography isn't permitted.",
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

  it('finds what a question names that the rows found do not cover, and the sentences about it', () => {
    const park = [{ question: 'Where do I park?', answer: 'The car park behind the lighthouse is free for visitors.' }];
    const open = [{ question: 'When is the museum open?', answer: 'Every day from 9 to 17, except Mondays.' }];
    expect(uncoveredTopics('Do you sell parking permits?', park)).toEqual(['permits']);
    expect(uncoveredTopics('Do you have free wifi?', park)).toEqual(['wifi']);
    expect(uncoveredTopics('How much is a yearly membership?', open)).toEqual(['yearly membership']);
    expect(uncoveredTopics('Is there a café in the museum?', open)).toEqual(['café']);
    expect(uncoveredTopics('Are you open on Christmas Day?', open)).toEqual(['Christmas']);
    // Paraphrases of what the rows say cover nothing new.
    expect(uncoveredTopics('Is there somewhere to park my car?', park)).toEqual([]);
    expect(uncoveredTopics('What time do you open?', open)).toEqual([]);
    // A task is not a question about the business.
    expect(uncoveredTopics('Write a title and a paragraph about lighthouses.', open)).toEqual([]);
    expect(
      uncoveredTopics('Do you have a ticket for families?', [{ question: 'Is there a family ticket?', answer: '30 euros.' }]),
    ).toEqual([]);

    expect(claimsAboutUncovered('Yes, there is a café in the museum.', ['café'])).toBe(true);
    expect(claimsAboutUncovered('Our cafes serve cake.', ['café'])).toBe(true);
    expect(claimsAboutUncovered('We offer Wi-Fi in the car park.', ['wifi'])).toBe(true);
    expect(claimsAboutUncovered("I don't know about the café.", ['café'])).toBe(false);
    expect(claimsAboutUncovered('The car park behind the lighthouse is free for visitors.', ['permits'])).toBe(false);
    expect(noInformationAbout(['yearly membership'])).toBe("I don't have any information about yearly membership.");
    expect(noInformationAbout(['photos', 'flash'])).toBe("I don't have any information about photos or flash.");
  });
});
