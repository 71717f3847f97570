import { knowledge } from '@avatarium/contracts';

/**
 * Grounding rules for an agent that answers from its FAQ (issue 24): what is not a question
 * for the FAQ at all, what the agent says when the FAQ has no answer, and which sentences of a
 * model's reply state facts about the business that nothing grounded (dropped, by rule, when
 * the FAQ had nothing: a small model told "do not guess" still says "Yes, we sell parking
 * permits").
 */

/** Greetings, thanks, farewells, questions about the conversation itself, the visitor telling about themselves: not questions for the FAQ. */
const SMALL_TALK =
  /^[\s\p{P}]*(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening|night)|thanks?(?: you)?(?: (?:very|so) much)?|thank you|cheers|bye|goodbye|see you|ok(?:ay)?|cool|great|nice|wow|yes|no|sure)\b[\s\p{P}]*(?:\p{L}+[\s\p{P}]*){0,2}$/iu;
const ABOUT_THE_CONVERSATION =
  /\b(?:who are you|what(?:'s| is) your name|how are you|what can you do|are you (?:a )?(?:real|human|robot|bot)|what(?:'s| is) my name|do you (?:know|remember) my name|who am i|what did i (?:just )?(?:ask|say|tell)|did i (?:ask|say|tell)|what was my (?:first|last) question|repeat (?:that|what you said)|say (?:that|it) again)\b/i;

export function isConversational(question: string): boolean {
  const text = question.trim();
  return (SMALL_TALK.test(text) && !text.endsWith('?')) || ABOUT_THE_CONVERSATION.test(text) || tellsAboutThemselves(text);
}

// "I came here in my red Volvo.", "My name is Ana and I teach maths.": the visitor tells about themselves.
const ABOUT_THEMSELVES = /^(?:i|i'm|i’m|i am|i've|i’ve|i was|my|we|we're|we’re|we are|our)\b/i;
// ...unless they ask for something or pass on something about the business ("I heard you sell maps").
const ASKS_OR_REPORTS =
  /\b(?:want|wants|need|needs|like to|love to|'d like|’d like|would like|looking for|wonder|wondering|can|could|may|might|should|must|heard|read|think|thought|believe|hope|hoping|wish|if|whether)\b/i;

/** A statement about the visitor's own life, not a question: nothing for the FAQ (it is for the agent's memory). */
function tellsAboutThemselves(text: string): boolean {
  return ABOUT_THEMSELVES.test(text) && !/\?\s*$/.test(text) && !ASKS_OR_REPORTS.test(text);
}

// "What colour is my car?", "Where am I going?", "Which language am I learning?", "What did I order?".
const ASKS_ABOUT_THE_VISITOR =
  /\b(?:is|are|was|were) my\b|\b(?:am|was|did|have|had) i\b|\bi (?:told|said|mentioned)\b|\bdo you remember\b/i;
// "Can I bring my dog?", "Where do I park my car?", "Is my dog allowed in?": how the business works.
const ASKS_WHAT_TO_DO =
  /\b(?:can|could|may|might|should|must|shall|will|do|does|would) i\b|\bi (?:can|need|have to|must)\b|\b(?:allowed|permitted|welcome|available|included|free|open|closed|ready|valid)\b/i;

/**
 * True when the visitor asks about themselves or what they said ("What colour is my car?"),
 * once they have said something: a question for the agent's memory of the conversation, which
 * an FAQ with no row for it must not turn into "I don't know that" (issue 24, memory eval).
 */
export function asksAboutTheVisitor(question: string, visitorSpoke: boolean): boolean {
  return visitorSpoke && ASKS_ABOUT_THE_VISITOR.test(question) && !ASKS_WHAT_TO_DO.test(question);
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
// A yes or a no opening the reply answers the question: "No, flash photos are not allowed."
const AFFIRMS = /^[\s\p{P}]*(?:yes|yeah|yep|sure|of course|absolutely|certainly|definitely|indeed|no|nope|unfortunately not)\b/iu;
const SPEAKS_FOR_THE_BUSINESS = /\b(?:we|we're|we've|we'll|we'd|our|ours|us)\b/i;
const TELLS_WHAT_TO_DO =
  /\byou (?:can|could|may|will|'ll|’ll)\s+(?:also\s+)?(?:buy|get|purchase|book|order|find|park|pay|rent|pick|use|bring|visit|enter|call|email|contact|reserve)\b/i;
const AVAILABILITY =
  /\b(?:is|are|isn't|aren't)\s+(?:not\s+)?(?:available|included|free|allowed|permitted|sold|offered|open|closed)\b/i;
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

/**
 * Words of a question that say what it is about only in general: asking words, common verbs
 * and measures ("How much does it cost", "Is there somewhere to park"). Every other word of
 * three letters or more is a topic the FAQ rows found must mention for the question to count
 * as answered by them.
 */
const GENERAL_WORDS = new Set(
  (
    'a an the and or but of to in on at by for from with without into onto about over under near than then also too very ' +
    'what when where which who whom whose why how much many there here this that these those it its is are was were be been ' +
    'do does did done doing have has had having can could would should will shall may might must need want wants like ' +
    'i me my mine you your yours we us our they them their he she his her any some every each other another all more most ' +
    'get gets got go goes going come comes coming take takes make makes give gives know tell say ask see look find ' +
    'sell sells sold buy buys bought offer offers provide provides run runs hold holds bring use pay book rent visit ' +
    'time times hour hours minute minutes week weeks month months year years day days open opens opened opening close closes closed closing ' +
    'cost costs price prices long old high tall big small far ' +
    'good best nice somewhere anywhere something anything someone anyone inside outside allowed possible available ' +
    'please thanks thank just only still really yes no not free place way kind sort'
  ).split(' '),
);

/** "Write a title and a paragraph about ...": a task for the agent, not a question about the business. */
const A_TASK =
  /^(?:please\s+)?(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:write|compose|create|draw|translate|summari[sz]e|explain|describe|make me|give me (?:a|an|some|three|two|five) (?:tips?|ideas?|examples?|list)|tell me (?:a|an) (?:story|joke|poem|fact))\b/i;

/** A word as compared: lower case, no accents or hyphens, a plural or -ing ending off ("cafés" → "cafe", "parking" → "park"). */
function stemOf(word: string): string {
  const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-'’]/g, '');
  if (plain.length > 4 && plain.endsWith('ies')) return `${plain.slice(0, -3)}y`;
  if (plain.length > 5 && plain.endsWith('ing')) return plain.slice(0, -3);
  if (plain.length > 4 && /(?:s|x|z|ch|sh)es$/.test(plain)) return plain.slice(0, -2);
  if (plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss')) return plain.slice(0, -1);
  return plain;
}

const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map(stemOf);
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/**
 * The question's topics that none of the FAQ rows found (nor the agent's own description)
 * mentions, neighbouring words kept together: "permits" when "Do you sell parking permits?"
 * found only "Where do I park?", "yearly membership". The retrieval proposes rows that share a
 * word or a general meaning, so rows found do not mean the question is answered.
 */
export function uncoveredTopics(
  question: string,
  passages: ReadonlyArray<{ question: string; answer: string }>,
  known = '',
): string[] {
  if (A_TASK.test(question.trim())) return [];
  const covered = wordsOf([known, ...passages.map((passage) => `${passage.question} ${passage.answer}`)].join(' '));
  const isTopic = (word: string) => {
    const stem = stemOf(word);
    if (stem.length < 3 || /^\d+$/.test(stem) || GENERAL_WORDS.has(word.toLowerCase()) || GENERAL_WORDS.has(stem)) return false;
    return !covered.some((other) => sameWord(stem, other));
  };
  const phrases: string[] = [];
  let phrase: string[] = [];
  for (const word of [...(question.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []), '']) {
    if (word && isTopic(word)) phrase.push(word);
    else if (phrase.length > 0) {
      phrases.push(phrase.join(' '));
      phrase = [];
    }
  }
  return [...new Set(phrases)];
}

/** True when `text` mentions one of `topics` (as uncoveredTopics gives them). */
export function mentionsTopic(text: string, topics: readonly string[]): boolean {
  const words = wordsOf(text);
  return wordsOf(topics.join(' ')).some((topic) => words.some((word) => sameWord(topic, word)));
}

/**
 * A sentence that says something about a topic the FAQ does not cover (not a refusal, not a
 * question back): "Yes, there is a café in the museum." when no row mentions a café.
 */
export function claimsAboutUncovered(sentence: string, topics: readonly string[]): boolean {
  return mentionsTopic(sentence, topics) && !DOES_NOT_KNOW.test(sentence) && !/\?["'”’)]*$/.test(sentence.trim());
}

/** What the agent says about the topics its FAQ does not cover: "I don't have any information about permits." */
export function noInformationAbout(topics: readonly string[]): string {
  const named = topics.length > 1 ? `${topics.slice(0, -1).join(', ')} or ${topics.at(-1)}` : topics[0];
  return `I don't have any information about ${named}.`;
}
