import { knowledge } from '@avatarium/contracts';

/**
 * Grounding rules for an agent that answers from its FAQ (issue 24): what is not a question
 * for the FAQ at all, what the agent says when the FAQ has no answer, and which sentences of a
 * model's reply state facts about the business that nothing grounded (dropped, by rule, when
 * the FAQ had nothing: a small model told "do not guess" still says "Yes, we sell parking
 * permits").
 */

/** Greetings, thanks, farewells and questions about the conversation itself: not questions for the FAQ. */
const SMALL_TALK =
  /^[\s\p{P}]*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|night)|thanks?(?: you)?(?: (?:very|so) much)?|thank you|cheers|bye|goodbye|see you|ok(?:ay)?|cool|great|nice|wow|yes|no|sure)\b[\s\p{P}]*(?:\p{L}+[\s\p{P}]*){0,2}$/iu;
const ABOUT_THE_CONVERSATION =
  /\b(?:who are you|what(?:'s| is) your name|how are you|what can you do|are you (?:a )?(?:real|human|robot|bot)|what(?:'s| is) my name|do you (?:know|remember) my name|who am i|what did i (?:just )?(?:ask|say|tell)|did i (?:ask|say|tell)|what was my (?:first|last) question|repeat (?:that|what you said)|say (?:that|it) again)\b/i;

export function isConversational(question: string): boolean {
  const text = question.trim();
  return (SMALL_TALK.test(text) && !text.endsWith('?')) || ABOUT_THE_CONVERSATION.test(text);
}

/**
 * What the agent says to a question its FAQ has no answer to: the owner's sentence as they
 * wrote it, or the default, offering a few of the FAQ's own questions.
 */
export function unknownReplyOf(answering: knowledge.Answering, suggestions: readonly string[]): string {
  if (answering.unknown_answer) return answering.unknown_answer;
  const offered = suggestions.slice(0, 2).map((question) => `"${question.trim()}"`);
  if (offered.length === 0) return knowledge.DEFAULT_UNKNOWN_ANSWER;
  return `${knowledge.DEFAULT_UNKNOWN_ANSWER} I can help with questions like ${offered.join(' or ')}.`;
}

const DOES_NOT_KNOW =
  /\b(?:(?:don't|do not|doesn't|does not|didn't|did not)\s+(?:know|have (?:that|this|any|an|information|details))|not sure|no information|(?:can't|cannot|can not) (?:say|tell|answer|help with)|unable to|i'm afraid|not in my|isn't in my|i have no)\b/i;
const AFFIRMS = /^[\s\p{P}]*(?:yes|yeah|yep|sure|of course|absolutely|certainly|definitely|indeed)\b/iu;
const SPEAKS_FOR_THE_BUSINESS = /\b(?:we|we're|we've|we'll|we'd|our|ours|us)\b/i;
const TELLS_WHAT_TO_DO =
  /\byou (?:can|could|may|will|'ll|’ll)\s+(?:also\s+)?(?:buy|get|purchase|book|order|find|park|pay|rent|pick|use|bring|visit|enter|call|email|contact|reserve)\b/i;
const AVAILABILITY = /\b(?:is|are)\s+(?:available|included|free|allowed|sold|offered|open|closed)\b/i;
const PRICE = /[$€£¥]\s?\d|\d\s?[$€£¥]|\b\d+(?:[.,]\d+)?\s?(?:euros?|eur|dollars?|usd|pounds?|gbp|zł|zloty|pln|cents?)\b/i;
const TIME = /\b\d{1,2}(?::\d{2})?\s?(?:a\.?m\.?|p\.?m\.?)(?=\W|$)|\b\d{1,2}:\d{2}\b/i;
const CONTACT = /@|https?:|www\.|\+?\d[\d\s-]{6,}\d/;

/** True when `sentence` states something about the business (a yes, what "we" do, a price, a time, a contact). */
export function claimsBusinessFact(sentence: string): boolean {
  if (DOES_NOT_KNOW.test(sentence)) return false;
  return [AFFIRMS, SPEAKS_FOR_THE_BUSINESS, TELLS_WHAT_TO_DO, AVAILABILITY, PRICE, TIME, CONTACT].some((rule) =>
    rule.test(sentence),
  );
}

/** True when `sentence` says the agent does not know. */
export const saysItDoesNotKnow = (sentence: string) => DOES_NOT_KNOW.test(sentence);
