import type { ConversationMessage } from '../conversations/conversation.js';

/**
 * What the agent remembers of a conversation beyond the turns it is shown word for word: the
 * visitor's name, their first message, what they said about themselves, and the older turns
 * condensed (issue 24). Worked out from the stored messages by rules, so it costs no model
 * call and is the same every time. Small models answer "what is my name?" or "what did I ask
 * first?" far more reliably from a plain note than from turns far back in the history.
 */
export interface Remembered {
  /** The turns given to the model as they were (the window). */
  recent: ConversationMessage[];
  /** The note for the system prompt; null when there is nothing to remember yet. */
  notes: string | null;
}

/** Older exchanges shown condensed; anything before them is only counted. */
const CONDENSED_KEPT = 10;
const FACTS_KEPT = 6;
const QUOTE_CHARS = 140;

const NOT_NAMES = new Set(
  (
    'not sorry fine good great ok okay here back ready happy sad tired hungry new just looking interested sure glad ' +
    'english polish german french spanish italian american british canadian australian chinese japanese korean indian ' +
    'russian ukrainian dutch swedish irish scottish mexican brazilian portuguese greek turkish a an the from in at'
  ).split(' '),
);

const NAMED = [
  /\bmy name(?:'s|’s| is)\s+([\p{L}'’-]{2,30})/iu,
  /\b(?:call me|i am called|i'm called|i’m called|they call me)\s+([\p{L}'’-]{2,30})/iu,
];
/** A surname right after the name ("My name is Anna Kowalska"). */
const SURNAME = /^\s+(\p{Lu}[\p{L}'’-]{1,30})/u;
/** "I'm Tomasz." / "Hi, I am Anna!": a capitalised word right after, ending the clause. */
const INTRODUCED =
  /(?:^|[.!?,]\s*|\b(?:[Hh]i|[Hh]ello|[Hh]ey)\b[,!\s]*)[Ii](?: am|'m|’m)\s+(\p{Lu}[\p{L}'’-]{1,30})\s*(?:[.,!]|$)/u;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The name the visitor gave in `text`, if they gave one. */
export function visitorNameIn(text: string): string | null {
  for (const pattern of NAMED) {
    const match = pattern.exec(text);
    if (!match || NOT_NAMES.has(match[1]!.toLowerCase())) continue;
    const surname = SURNAME.exec(text.slice(match.index + match[0].length))?.[1];
    return [capitalised(match[1]!), surname].filter(Boolean).join(' ');
  }
  const introduced = INTRODUCED.exec(text);
  if (introduced && !NOT_NAMES.has(introduced[1]!.toLowerCase())) return introduced[1]!;
  return null;
}

const REQUEST =
  /^(?:please\s+)?(?:tell|show|give|describe|explain|list|say|repeat|help|let|can|could|would|will|do|does|what|who|where|when|why|how)\b/i;
const ABOUT_THEMSELVES = /\b(?:i|i'm|i’m|i've|i’ve|i'd|my|me|we|we're|our)\b/i;

/** The sentences in which the visitor tells something about themselves (not questions, not requests). */
export function statementsIn(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter(
      (sentence) =>
        sentence.length >= 8 &&
        sentence.length <= QUOTE_CHARS &&
        !sentence.endsWith('?') &&
        !REQUEST.test(sentence) &&
        ABOUT_THEMSELVES.test(sentence),
    );
}

/** Everything the visitor said about themselves so far, in their words. */
export function visitorStatements(messages: readonly ConversationMessage[]): string[] {
  return messages.filter((message) => message.role === 'user').flatMap((message) => statementsIn(message.message));
}

const SECOND_PERSON: Record<string, string> = {
  'i am': 'you are',
  "i'm": "you're",
  'i’m': 'you’re',
  'i was': 'you were',
  "i've": "you've",
  'i’ve': 'you’ve',
  "i'd": "you'd",
  'i’d': 'you’d',
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
};
const FIRST_PERSON = /\b(?:i am|i was|i['’](?:m|ve|d)|i|me|my|mine|myself)\b/gi;

/** "I work as a nurse." as the agent should say it back: "You work as a nurse." */
export function inSecondPerson(text: string): string {
  const said = text
    .trim()
    .replace(/[.!]+$/, '')
    .replace(FIRST_PERSON, (words) => SECOND_PERSON[words.toLowerCase()] ?? words);
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}.`;
}

function quoted(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `"${flat.length > QUOTE_CHARS ? `${flat.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : flat}"`;
}

/** An agent's reply in a condensed turn: its first sentence. */
const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text.trim())?.[0] ?? text;

/**
 * Where the window of turns starts in a conversation of `length` messages: it holds
 * `windowMessages` to half as many again and moves that half at a time. Moved one exchange per
 * turn, it changed the prompt's start (the notes' condensed turns, the window's first turns) on
 * every turn past the window, and the offline model evaluated the whole prompt again before each
 * answer: 4-8 s of first audio on the 1.5B from the ninth exchange on (issue 24, bench). Now
 * that happens once every few exchanges.
 */
export function windowStart(length: number, windowMessages: number): number {
  const step = Math.max(2, Math.floor(windowMessages / 4) * 2); // whole exchanges
  const most = windowMessages + step;
  return length <= most ? 0 : Math.ceil((length - most) / step) * step;
}

/**
 * The window of recent turns (`windowMessages` messages and up to half as many again, see
 * windowStart; all when undefined) and the notes about the whole conversation. `spokenOf` gives a
 * message as the model should see it.
 */
export function rememberConversation(
  messages: ConversationMessage[],
  spokenOf: (message: ConversationMessage) => string,
  agentName: string,
  windowMessages?: number,
): Remembered {
  const cut = windowMessages === undefined ? 0 : windowStart(messages.length, windowMessages);
  const recent = messages.slice(cut);
  const older = messages.slice(0, cut);
  const visitor = messages.filter((message) => message.role === 'user');
  if (visitor.length === 0) return { recent, notes: null };

  const lines: string[] = [];
  const name = visitor.reduce<string | null>((found, message) => visitorNameIn(message.message) ?? found, null);
  if (name)
    lines.push(
      `The visitor's name is ${name} (you are ${agentName}). If they ask their name, answer: "Your name is ${name}." If they ask whether you remember it, answer: "Yes, your name is ${name}."`,
    );
  const firstQuestion = visitor.find((message) => /\?\s*$/.test(message.message) || REQUEST.test(message.message.trim()));
  const first = firstQuestion ?? visitor[0]!;
  lines.push(
    `The visitor's first ${firstQuestion ? 'question' : 'words'} to you: ${quoted(first.message)}. If they ask what they asked or said first, answer: "You first asked: ${first.message.replace(/\s+/g, ' ').trim().slice(0, QUOTE_CHARS)}"`,
  );
  // Each with the answer already in the second person: a small model asked "What do I do?"
  // otherwise repeats the visitor's "I work as a nurse" as its own words (measured, issue 24).
  const facts = [...new Set(visitor.flatMap((message) => statementsIn(message.message)))]
    .filter((fact) => !visitorNameIn(fact))
    .slice(-FACTS_KEPT);
  for (const fact of facts)
    lines.push(
      `The visitor told you about themselves (not about you): ${quoted(fact)}. If they ask about it, answer: "${inSecondPerson(fact)}"`,
    );
  if (older.length > 0) {
    const shown = older.slice(-CONDENSED_KEPT * 2);
    const condensed = shown.map((message) =>
      message.role === 'user'
        ? `the visitor said ${quoted(message.message)}`
        : `you answered ${quoted(firstSentence(spokenOf(message)))}`,
    );
    const left = older.length - shown.length;
    const before = left > 0 ? ` (and ${left} messages before that)` : '';
    lines.push(`Earlier in this conversation, before the turns below${before}: ${condensed.join('; ')}.`);
  }
  const notes = [
    `What you remember of this conversation (you are ${agentName}; "the visitor" is the person talking to you):`,
    ...lines.map((line) => `- ${line}`),
  ].join('\n');
  return { recent, notes };
}
