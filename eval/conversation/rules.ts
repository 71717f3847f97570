/**
 * Judging a reply by rules: plain functions of the text, so a score can be recomputed and
 * argued about. Where rules cannot judge (a fact said in other words, a refusal phrased
 * unusually, a sentence that repeats the FAQ), score.ts asks the embedding model.
 */

const ABBREVIATIONS = /(?:^|\s)(?:mr|mrs|ms|dr|prof|st|sr|jr|vs|etc|e\.g|i\.e|no|approx|capt|mt|ft|a\.m|p\.m)\.$/i;

/** The reply's sentences: cut after . ! ? … (not after an abbreviation or an initial) and at line breaks. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    const ends = /[.!?…]+["'”’)\]]*(?=\s|$)/g;
    for (let match = ends.exec(line); match; match = ends.exec(line)) {
      const upto = match.index + match[0].length;
      const piece = line.slice(start, upto).trim();
      // "Dr. Smith", "J. Smith": the full stop belongs to the word, not the sentence.
      if (match[0] === '.' && (ABBREVIATIONS.test(piece) || /(?:^|\s)\p{Lu}\.$/u.test(piece))) continue;
      if (/\p{L}|\p{N}/u.test(piece)) sentences.push(piece);
      start = upto;
    }
    const rest = line.slice(start).trim();
    if (/\p{L}|\p{N}/u.test(rest)) sentences.push(rest);
  }
  return sentences;
}

/** "Marlow:", "**Assistant**:", "Captain Marlow -" at the start of the reply or of a line. */
const SPEAKER_PREFIX = /(?:^|\n)\s*[*_]*\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*){0,2}[*_]*\s*(?::|\s[-–—]\s)/u;

const MARKDOWN: Array<[RegExp, string]> = [
  [/\*\*|__|`/, 'markdown emphasis or code'],
  [/(?:^|\n)\s*#{1,6}\s/, 'markdown heading'],
  [/(?:^|\n)\s*[-*•+]\s+\S/, 'bulleted list'],
  [/(?:^|\n)\s*\d+[.)]\s+\S/, 'numbered list'],
  [/(?:^|\s)1[.)]\s[^]*?\s2[.)]\s/, 'numbered list'],
  [/\|[^|\n]*\|/, 'table'],
  // "... pasta: Preheat Your Oven: Start by ...": list items flattened onto one line.
  [
    /:\s+\p{Lu}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,3}:\s|[.!?]\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){1,3}:\s/u,
    'list item heading',
  ],
  [/\p{Extended_Pictographic}/u, 'emoji'],
];

const AI_TALK =
  /\bas an? (?:ai|artificial intelligence)\b|\blanguage model\b|\bai (?:assistant|model|chatbot)\b|\b(?:qwen|alibaba|openai|chatgpt|gpt-?\d)\b/i;

/** What is wrong with a spoken reply's form (empty: nothing). */
export function formViolations(text: string, sentenceBudget: number): string[] {
  const reasons: string[] = [];
  if (!text.trim()) return ['empty reply'];
  const prefix = SPEAKER_PREFIX.exec(text);
  if (prefix) reasons.push(`speaker prefix "${prefix[0].trim()}"`);
  for (const [pattern, what] of MARKDOWN) if (pattern.test(text) && !reasons.includes(what)) reasons.push(what);
  const count = sentencesOf(text).length;
  if (count > sentenceBudget) reasons.push(`${count} sentences (budget ${sentenceBudget})`);
  const ai = AI_TALK.exec(text);
  if (ai) reasons.push(`talks about being an AI ("${ai[0]}")`);
  return reasons;
}

/** The patterns a reply is missing: all of `all`, and one of `any` when given. */
export function missingPatterns(text: string, all: RegExp[], any: RegExp[] = []): string[] {
  const missing = all.filter((pattern) => !pattern.test(text)).map(String);
  if (any.length > 0 && !any.some((pattern) => pattern.test(text))) missing.push(any.map(String).join(' or '));
  return missing;
}

const REFUSAL =
  /\b(?:i (?:do not|don't|dont) (?:know|have (?:that|any|this|the|information|details))|i(?: am|'m|’m) (?:not sure|afraid i (?:do not|don't))|not sure|no information|(?:can't|cannot|couldn't|can not) (?:say|tell|answer|help with that)|not something i (?:know|have)|(?:isn't|is not|not) (?:in|part of) my (?:faq|notes|information|knowledge)|i have no (?:information|details|record)|unfortunately,? i (?:do not|don't|can't|cannot)|i (?:do not|don't) have an answer)\b/i;

/** The reply says it does not know (in the usual words; score.ts also tries by meaning). */
export function saysItDoesNotKnow(text: string): boolean {
  return REFUSAL.test(text.replace(/’/g, "'"));
}

const FACT_SIGNALS: Array<[RegExp, string]> = [
  [/\d/, 'a number'],
  [/€|\$|£|\beuros?\b|\bdollars?\b|\bpounds\b|\bprices?\b|\bcosts?\b|\b(?<!feel )free\b|\bdiscount/i, 'a price'],
  [/\b(?:am|pm)\b|o'clock|\bopen (?:from|until|daily|every)\b|\bopening hours\b/i, 'a time'],
  [/^(?:yes|yeah|sure|of course|absolutely|certainly|no|nope)\b/i, 'a yes or no'],
  [/\bwe (?:do|have|offer|sell|provide|accept|run|are open|serve)\b/i, 'a claim about the business'],
  [/\b(?:is|are) (?:available|allowed|permitted|included|located|provided|offered)\b/i, 'a claim about the business'],
  [/\bthere (?:is|are) (?:a|an|some|several|many|free)\b/i, 'a claim about the business'],
];

/**
 * Sentences of a reply to a question outside the FAQ that state a business fact (a number, a
 * price, a time, a yes, "we offer ..."), with what gave them away. A refusal sentence is never
 * one. score.ts excuses those that repeat an FAQ answer (true, only off-topic), unless they
 * claim what the question invites.
 */
export function factClaims(text: string, claims: RegExp[] = []): FactClaim[] {
  const found: FactClaim[] = [];
  for (const sentence of sentencesOf(text)) {
    if (saysItDoesNotKnow(sentence)) continue;
    // "Shall I ask the front desk about the café?": an offer or a question states nothing.
    const offer = /\?$/.test(sentence) || /\b(?:ask|contact|check with|call|front desk|staff|reception)\b/i.test(sentence);
    if (!offer && claims.some((pattern) => pattern.test(sentence))) {
      found.push({ sentence, signal: 'a claim this question invites', invited: true });
      continue;
    }
    const signal = FACT_SIGNALS.find(([pattern]) => pattern.test(sentence))?.[1];
    if (signal) found.push({ sentence, signal, invited: false });
  }
  return found;
}

export interface FactClaim {
  sentence: string;
  signal: string;
  /** Matches what the question invites to invent (never excused as a repeat of the FAQ). */
  invited: boolean;
}
