import { isNotSentenceEnd } from './sentence-splitter.js';

/**
 * Makes a streamed reply fit to be spoken, between the model and the sentence splitter. It
 * works character by character with a few characters of look-ahead at most, so its output is
 * the same however the reply is chunked, and a sentence is passed on as soon as the space
 * after it arrives (never later than the splitter could cut it):
 * - a speaker label at the start of a line is dropped ("Mira:", "**Assistant:**", "AI:"); a
 *   label of the visitor ("User:", "Visitor:") means the model is writing the next turn
 *   itself, so the reply ends there;
 * - markdown goes: headings, bold and italics, inline code, code blocks (dropped whole), links
 *   and images (their text is kept), quotes, rules, table rows (dropped whole); list items
 *   become sentences of their own;
 * - a label heading a sentence or a list item goes ("Title: ...", "Step 1: ...", "Use the Right
 *   Pasta: ..."), as does one right after a colon ("for pancakes: Ingredients: 2 cups");
 * - emoji and backslashes go;
 * - "As an AI language model, ..." loses that clause, and "I am an AI ..." its sentence;
 * - a sentence that starts the way the visitor spoke of themselves ("My name is Priya", "I work
 *   as ..." when the visitor said so) is said back to them: "Your name is Priya", "You work as ...";
 * - after `maxSentences` sentences the reply is complete: the rest is dropped and `done` is
 *   true, so the caller stops the model.
 */
export interface ReplyCleanerOptions {
  /** The agent's names: a reply starting "Mira:" speaks without the label. */
  names?: string[];
  /** The sentence budget (default: no limit). */
  maxSentences?: number;
  /**
   * What the visitor said about themselves, in their words ("I work as a nurse.", "My name is
   * Priya."): a reply sentence starting with the same first three words is turned to "you".
   */
  visitorSaid?: string[];
}

/** "I" → "you", "my" → "your", "am" after "I" → "are"...: a word said back to the visitor. */
function toSecondPerson(word: string, afterI: boolean): string {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const apostrophe = word.includes('’') ? '’' : "'";
  const map: Record<string, string> = {
    i: 'you',
    me: 'you',
    my: 'your',
    mine: 'yours',
    myself: 'yourself',
    "i'm": `you${apostrophe}re`,
    "i've": `you${apostrophe}ve`,
    "i'd": `you${apostrophe}d`,
    "i'll": `you${apostrophe}ll`,
  };
  const said = map[lower] ?? (afterI && lower === 'am' ? 'are' : afterI && lower === 'was' ? 'were' : null);
  if (said === null) return word;
  // "I..." is capitalised for itself; "My" only at a sentence's start, kept as "Your".
  return !lower.startsWith('i') && /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
}

/** Words compared for the visitor's openings: "I'm" is "i am" (and a lone "i'" while it may become one). */
const wordsOf = (text: string) =>
  (
    text
      .replace(/\bi'm\b/g, 'i am')
      .replace(/\bi'$/, 'i')
      .match(/[\p{L}\p{N}']+/gu) ?? []
  ).map((word) => word.replace(/'s?$/, '').replace(/ou/g, 'o')); // "dog's" is "dog", "colour" "color"

/**
 * The opening of what the visitor said of themselves from its "I" or "my" on: three words
 * after "I" ("i work as", "i am camille"), two after "my" ("my dog"), four after "my name is"
 * (the agent may say its own), lower case.
 */
function openingsOf(statements: readonly string[]): string[] {
  const openings = statements.flatMap((statement) => {
    const all = wordsOf(statement.toLowerCase().replace(/’/g, "'"));
    // Every clause the visitor starts with "I" or "my": "I am Tomasz and I live in Gdansk".
    return all.flatMap((word, index) => {
      if (word !== 'i' && word !== 'my') return [];
      const words = all.slice(index);
      // "my dog", "my favourite": two words; "my name is" with the name; "i work as": three.
      const length = word === 'my' ? (words[1] === 'name' ? 4 : 2) : 3;
      return words.length >= length ? [words.slice(0, length).join(' ')] : [];
    });
  });
  return [...new Set([...openings, ...statements.flatMap(roleOpenings)])];
}

// "I work as a nurse", "I'm an engineer": the role, up to a clause's end (three words at most).
const ROLE =
  /\bi(?: work as| am|'m) (an?) ([\p{L}-]+(?: [\p{L}-]+){0,2}?)(?=\s*(?:[,.;:!?]|$|\s(?:and|so|but|who|at|in|for|with|from)\b))/gu;

/**
 * "As a nurse, I ..." when the visitor said "I work as a nurse": the 1.5B answered "What do I do
 * for a living?" with "As a nurse, I work in hospitals" (the eval's mem-job), the visitor's job
 * told as its own. The opening is the role and the "I" after it.
 */
function roleOpenings(statement: string): string[] {
  return [...statement.toLowerCase().replace(/’/g, "'").matchAll(ROLE)].map((match) =>
    wordsOf(`as ${match[1]} ${match[2]} i`).join(' '),
  );
}

const AGENT_LABELS = ['assistant', 'ai', 'ai assistant', 'bot', 'chatbot', 'agent', 'model', 'response', 'answer', 'reply', 'a'];
const VISITOR_LABELS = ['user', 'visitor', 'human', 'you', 'q', 'question', 'guest', 'customer'];

/** Opening clauses dropped up to their comma ("As an AI language model, I ..."). */
const CLAUSES = [
  'as an ai',
  'as an artificial intelligence',
  'as a language model',
  'as a large language model',
  'as a virtual assistant',
  'as a digital assistant',
  'being an ai',
];
/**
 * Sentences that narrate the visitor's turn ("The visitor asked: \"What is your favourite
 * colour?\""): the model writes the next turn itself, in the words of its memory notes (seen
 * in CI on the 1.5B). After something was said the reply ends there; as its first sentence it is dropped.
 */
const TURN_WRITERS = ['the visitor', 'the user'].flatMap((who) =>
  ['asked', 'asks', 'said', 'says', 'wants', 'then asked', 'then asks'].map((verb) => `${who} ${verb}`),
);
/** Sentences dropped whole ("I am an AI and cannot ..."). */
const SENTENCES = ['i am an ai', "i'm an ai", 'i am just an ai', "i'm just an ai", 'i am only an ai', "i'm only an ai"]
  .concat(['i am a language model', "i'm a language model", 'i am a large language model', "i'm a large language model"])
  .concat(['i am an artificial intelligence', "i'm an artificial intelligence"])
  .concat(['i am not a language model', "i'm not a language model", 'i am not an ai', "i'm not an ai"])
  .concat(['i am not a large language model', "i'm not a large language model", 'as a language model'])
  .concat(['i am not just a language model', "i'm not just a language model", 'i am not a real', "i'm not a real"])
  .concat(modelClaims());

/**
 * "I'm running on OpenAI's GPT-4.": a claim about the model behind the agent, which the agent
 * cannot know (the eval's "Which language model are you running on?" got this from the offline
 * model). A verb of making or running followed by a model or its maker; "I'm running on the
 * beach" is held only until "the" and goes on.
 */
function modelClaims(): string[] {
  const verbs = [
    'running on',
    'powered by',
    'based on',
    'built on',
    'trained by',
    'created by',
    'developed by',
    'made by',
    'built by',
  ];
  const subjects = ["i'm", 'i am', 'i was'];
  const makers = ['openai', 'gpt', 'chatgpt', 'qwen', 'alibaba', 'anthropic', 'gemini', 'google', 'meta', 'llama', 'mistral'];
  // "I am running on a custom language model developed by Isla" (the 1.5B, asked the same).
  const models = ['a custom', 'a language model', 'a large language model', 'an ai', 'a model', 'a proprietary'];
  return subjects.flatMap((subject) =>
    verbs.flatMap((verb) => [...makers, ...models].map((maker) => `${subject} ${verb} ${maker}`)),
  );
}

/**
 * A heading label of up to four words before a colon: at a sentence's start in Title Case or
 * with a number ("Title:", "Step 1:", "Use the Right Pasta:" needs the colon context), after a
 * colon or at a list item's start any words after a capital ("Choose your vegetables:").
 */
const LABEL_WORD = "[\\p{L}\\p{N}'’-]";
const HEADING_SO_FAR = {
  title: new RegExp(`^\\p{Lu}${LABEL_WORD}*(?:\\s+(?:\\p{Lu}|\\p{N})${LABEL_WORD}*){0,3}(?:\\s+|:\\s?)?$`, 'u'),
  any: new RegExp(`^\\p{Lu}${LABEL_WORD}*(?:\\s+${LABEL_WORD}+){0,3}(?:\\s+|:\\s?)?$`, 'u'),
};
/** Short answers that may stand before a colon and are not labels ("Yes: two adults ..."). */
const NOT_LABELS = /^(?:yes|no|sure|so|well|ok|okay|here|there|now|then)\s*:/i;

const TERMINATOR = /[.!?…]/;
const CLOSER = /["'”’)\]]/;
const SENTENCE_END = /([.!?…]+)["'”’)\]]*$/;
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\uFE0E\uFE0F\u20E3\u{E0020}-\u{E007F}]/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const SPACE = /[ \t\r\f\v\u00A0]/;

type LineKind = 'plain' | 'heading' | 'list';
type HeadingContext = 'title' | 'any';

export class ReplyCleaner {
  private out = '';
  private lastOut = '';
  private spaceDue = false;
  // The line stage: markers at a line's start, code blocks.
  private lineMode: 'start' | 'text' | 'skip' = 'start';
  private pending = '';
  private inFence = false;
  private lineKind: LineKind = 'plain';
  private readonly agentLabels: string[];
  // The inline stage: emphasis, links, emoji.
  private held = '';
  private inUrl = false;
  private lastWasEmoji = false;
  private lastInline = '';
  private surrogate = '';
  // The speech stage: disclaimers, spacing, the sentence budget.
  private sentence = '';
  private candidate = '';
  // Where the candidate stands: a sentence's start ('title'), or after a colon or a list marker ('any').
  private headingContext: HeadingContext = 'title';
  private afterColon = false;
  private dropping: 'none' | 'clause' | 'sentence' = 'none';
  private droppedTerminator = false;
  private capitalize = false;
  private count = 0;
  private finished = false;
  private readonly budget: number;
  // The visitor's own words said back: the openings that turn a sentence, the word being turned.
  private readonly openings: string[];
  private flipping = false;
  private flipWord = '';
  private afterI = false;

  constructor(options: ReplyCleanerOptions = {}) {
    const names = (options.names ?? []).flatMap((name) => {
      const clean = name.trim().toLowerCase();
      return clean ? [clean, clean.split(/\s+/)[0]!] : [];
    });
    this.agentLabels = [...new Set([...names, ...AGENT_LABELS])];
    this.budget = options.maxSentences ?? Infinity;
    this.openings = openingsOf(options.visitorSaid ?? []);
  }

  /** True once the budget is spent or the model started the visitor's turn: stop the model. */
  get done(): boolean {
    return this.finished;
  }

  /** Complete sentences passed on so far. */
  get sentences(): number {
    return this.count;
  }

  /** Adds streamed text; returns the cleaned text it releases (possibly empty). */
  push(text: string): string {
    let input = this.surrogate + text;
    this.surrogate = '';
    const last = input.charCodeAt(input.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.surrogate = input.slice(-1);
      input = input.slice(0, -1);
    }
    for (const char of input) {
      if (this.finished) break;
      this.lineChar(char);
    }
    return this.take();
  }

  /** The end of the reply: whatever is held back is released. */
  flush(): string {
    if (!this.finished) {
      if (this.lineMode === 'start') this.releasePending(true);
      this.resolveHeld('');
      this.releaseCandidate();
      this.flushFlipWord();
    }
    return this.take();
  }

  private take(): string {
    const out = this.out;
    this.out = '';
    return out;
  }

  // ---- line stage ----

  private lineChar(char: string): void {
    if (char === '\n') {
      if (this.lineMode === 'start') this.releasePending(true);
      if (this.lineMode !== 'skip' && !this.inFence) this.lineEnd(this.lineKind);
      this.lineMode = 'start';
      this.lineKind = 'plain';
      return;
    }
    if (this.lineMode === 'skip') return;
    if (this.lineMode === 'text') return this.inlineChar(char);
    this.pending += char;
    this.classifyLineStart();
  }

  /** Decides what the start of a line is, once its first characters show it. */
  private classifyLineStart(): void {
    const s = this.pending.replace(/^[ \t]+/, '');
    if (!s) return;
    const skipRest = () => {
      this.pending = '';
      this.lineMode = 'skip';
    };
    const dropMarker = (kind?: LineKind) => {
      this.pending = '';
      if (kind) this.lineKind = kind;
    };
    if (this.inFence) {
      if (s.startsWith('```')) this.inFence = false;
      if (s.length >= 3 || !'```'.startsWith(s)) skipRest();
      return;
    }
    if (s.startsWith('```')) {
      this.inFence = true;
      return skipRest();
    }
    if (/^#{1,6}[ \t]/.test(s)) return dropMarker('heading');
    if (s === '>') return dropMarker();
    if (/^[-+•*][ \t]/.test(s)) return dropMarker('list');
    if (/^\d{1,3}[.)][ \t]/.test(s)) return dropMarker('list');
    if (s === '**' || s === '__') return dropMarker();
    if (/^(-{3,}|\*{3,}|={3,})$/.test(s)) return skipRest();
    // A markdown table's rows (and its |---| separator) cannot be spoken.
    if (s.startsWith('|')) return skipRest();
    const label = this.labelOf(s);
    if (label === 'agent') return dropMarker();
    if (label === 'visitor') {
      if (this.count > 0 || this.sentence.trim()) this.finished = true;
      return dropMarker();
    }
    const partial =
      label === 'partial' || /^(`{1,2}|#{1,6}|[-+•*_]|-{2}|\d{1,3}|\d{1,3}[.)])$/.test(s) || /^(-{3,}|\*{3,}|={2,})$/.test(s);
    if (!partial) this.releasePending();
  }

  /** 'agent' / 'visitor' once a whole speaker label ("Mira:") is read; 'partial' while one may still be. */
  private labelOf(s: string): 'agent' | 'visitor' | 'partial' | null {
    const text = s.replace(/^[*_]+/, '').toLowerCase();
    let partial = false;
    for (const [labels, kind] of [
      [this.agentLabels, 'agent'],
      [VISITOR_LABELS, 'visitor'],
    ] as const) {
      for (const label of labels) {
        if (label.startsWith(text)) partial = true;
        else if (text.startsWith(label)) {
          const rest = text.slice(label.length);
          if (/^[ \t*_]*:$/.test(rest)) return kind;
          if (/^[ \t*_]*$/.test(rest)) partial = true;
        }
      }
    }
    return partial ? 'partial' : null;
  }

  /** The line's first characters are text after all: on to the inline stage (a lone marker ending a line is dropped). */
  private releasePending(atLineEnd = false): void {
    const pending = this.pending;
    this.pending = '';
    if (!pending.trim()) return;
    this.lineMode = 'text';
    if (atLineEnd && !WORD_CHAR.test(pending)) return;
    for (const char of pending) this.inlineChar(char);
  }

  // ---- inline stage ----

  private inlineChar(char: string): void {
    if (this.finished) return;
    if (this.inUrl) {
      if (char === ')') {
        this.inUrl = false;
        return;
      }
      if (!/\s/.test(char)) return;
      this.inUrl = false;
    }
    if (this.held) {
      if (this.resolveHeld(char)) return;
    }
    const emoji = EMOJI.test(char) || (char === '\u200D' && this.lastWasEmoji);
    this.lastWasEmoji = emoji;
    // A backslash is never spoken: LaTeX's "\[ 2x + 3 = 11 \]" left "\." behind (the 1.5B writes it).
    if (emoji || char === '*' || char === '`' || char === '~' || char === '[' || char === '\\') return;
    if (char === '_' || char === ']' || char === '!') {
      this.held = char;
      return;
    }
    this.lastInline = char;
    this.speechChar(char);
  }

  /** Settles a held character now that `next` follows ('' at a line's or the reply's end); true when `next` was used. */
  private resolveHeld(next: string): boolean {
    const held = this.held;
    this.held = '';
    if (held === ']' && next === '(') {
      this.inUrl = true;
      return true;
    }
    if (held === '!' && next === '[') return true;
    if (held === '!') {
      this.lastInline = '!';
      this.speechChar('!');
    }
    if (held === '_' && WORD_CHAR.test(next) && WORD_CHAR.test(this.lastInline)) this.speechChar(' ');
    return false;
  }

  // ---- speech stage ----

  private lineEnd(kind: LineKind): void {
    this.resolveHeld('');
    this.inUrl = false;
    this.lastWasEmoji = false;
    this.lastInline = '';
    if (this.finished) return;
    if (this.isHeading(`${this.candidate} `)) this.candidate = '';
    this.releaseCandidate();
    this.flushFlipWord();
    this.afterColon = false;
    if (this.dropping !== 'none') {
      this.dropping = 'none';
      return;
    }
    const sentence = this.sentence.trimEnd();
    if (!sentence) return;
    if (SENTENCE_END.test(sentence)) return this.endSentence();
    if (/[:;,—–-]$/.test(sentence)) {
      this.afterColon = sentence.endsWith(':');
      return this.emitSpace();
    }
    this.emit('.');
    this.endSentence();
    if (kind === 'list' || kind === 'heading') this.capitalize = true;
  }

  private speechChar(char: string): void {
    if (this.finished) return;
    if (this.dropping !== 'none') return this.dropChar(char);
    if (this.candidate || !this.sentence || (this.afterColon && !/\s/.test(char))) {
      if (!this.candidate && /\s/.test(char)) return;
      if (!this.candidate) this.headingContext = this.afterColon || this.lineKind === 'list' ? 'any' : 'title';
      this.afterColon = false;
      this.candidate += char;
      return this.checkCandidate();
    }
    this.sentenceChar(char);
  }

  /** A character inside a sentence, its first words settled. */
  private sentenceChar(char: string): void {
    if (this.flipping) {
      if (/[\p{L}'’]/u.test(char)) {
        this.flipWord += char;
        return;
      }
      this.flushFlipWord();
    }
    if (/\s/.test(char)) {
      if (this.endsSentence()) this.endSentence();
      else {
        this.afterColon = this.sentence.endsWith(':') || (this.afterColon && this.sentence.endsWith(' '));
        this.emitSpace();
      }
      return;
    }
    this.emit(char);
  }

  /** A sentence's first words, held while they may be a disclaimer. */
  private checkCandidate(): void {
    const text = this.candidate.toLowerCase().replace(/’/g, "'");
    const writer = TURN_WRITERS.find(
      (pattern) => text.length > pattern.length && text.startsWith(pattern) && !/\p{L}/u.test(text[pattern.length]!),
    );
    if (writer && this.count > 0) {
      this.candidate = '';
      this.finished = true;
      return;
    }
    for (const [patterns, kind] of [
      [CLAUSES, 'clause'],
      [[...SENTENCES, ...TURN_WRITERS], 'sentence'],
    ] as const) {
      for (const pattern of patterns) {
        if (text.length > pattern.length && text.startsWith(pattern) && !/\p{L}/u.test(text[pattern.length]!)) {
          const rest = this.candidate.slice(pattern.length);
          this.candidate = '';
          this.dropping = kind;
          this.droppedTerminator = false;
          for (const char of rest) this.speechChar(char);
          return;
        }
      }
    }
    if (this.isHeading(this.candidate)) {
      // "Step 1: Subtract ..." speaks as "Subtract ...": the label and its space go.
      const midSentence = Boolean(this.sentence);
      this.candidate = '';
      this.afterColon = midSentence;
      if (!midSentence) this.capitalize = true;
      return;
    }
    const words = wordsOf(text);
    const wordEnded = /[^\p{L}\p{N}']$/u.test(text);
    const sofar = words.join(' ');
    const opening = this.sentence ? [] : this.openings.filter((said) => said.startsWith(sofar));
    if (wordEnded && opening.some((said) => said === sofar)) return this.flipCandidate();
    // A comma may sit inside an opening ("As a nurse, I"); other punctuation ends the chance.
    const goesOn = opening.some((said) => said.startsWith(`${sofar} `));
    const possible =
      [...CLAUSES, ...SENTENCES, ...TURN_WRITERS].some((pattern) => pattern.startsWith(text)) ||
      HEADING_SO_FAR[this.headingContext].test(this.candidate) ||
      (opening.length > 0 && !(wordEnded && (/[.!?…;:]$/.test(text) || (/,$/.test(text) && !goesOn))));
    if (!possible) this.releaseCandidate();
  }

  /** The sentence starts as the visitor spoke of themselves: it is said back to them, "I" as "you". */
  private flipCandidate(): void {
    const held = this.candidate;
    this.candidate = '';
    this.flipping = true;
    this.afterI = false;
    for (const char of held) this.sentenceChar(char);
  }

  private flushFlipWord(): void {
    const word = this.flipWord;
    this.flipWord = '';
    if (!word) return;
    const said = toSecondPerson(word, this.afterI);
    this.afterI = /^i$/i.test(word);
    const first = !this.sentence;
    for (const [index, char] of [...said].entries()) this.emit(first && index === 0 ? char.toUpperCase() : char);
  }

  /** The candidate is a whole heading label: its words, the colon and the space after it. */
  private isHeading(candidate: string): boolean {
    return (
      /:\s$/.test(candidate) &&
      /\p{L}/u.test(candidate) &&
      !NOT_LABELS.test(candidate) &&
      HEADING_SO_FAR[this.headingContext].test(candidate)
    );
  }

  private releaseCandidate(): void {
    const held = this.candidate;
    this.candidate = '';
    for (const char of held) {
      if (/\s/.test(char)) this.emitSpace();
      else this.emit(char);
    }
  }

  private dropChar(char: string): void {
    if (this.dropping === 'clause' && (char === ',' || char === ';' || char === '—')) {
      this.dropping = 'none';
      this.capitalize = true;
      return;
    }
    if (TERMINATOR.test(char)) this.droppedTerminator = true;
    else if (this.droppedTerminator && /\s/.test(char)) {
      this.dropping = 'none';
      this.droppedTerminator = false;
    } else if (!CLOSER.test(char)) this.droppedTerminator = false;
  }

  private endsSentence(): boolean {
    const match = SENTENCE_END.exec(this.sentence);
    if (!match) return false;
    return !isNotSentenceEnd(this.sentence.slice(0, match.index), match[1]!);
  }

  private endSentence(): void {
    this.flipping = false;
    this.count += 1;
    this.sentence = '';
    if (this.count >= this.budget) this.finished = true;
    else this.emitSpace(true);
  }

  /**
   * A space inside a sentence waits for the next character (a dropped emoji must not leave
   * "go ."); after a sentence or a clause it goes out at once, as the splitter cuts there.
   */
  private emitSpace(now = /[,;:—–]/.test(this.lastOut)): void {
    if (!this.lastOut || this.lastOut === ' ') return;
    this.spaceDue = !now;
    if (!now) return;
    this.out += ' ';
    this.lastOut = ' ';
    if (this.sentence) this.sentence += ' ';
  }

  private emit(char: string): void {
    if (SPACE.test(char)) return this.emitSpace();
    if (this.spaceDue) {
      this.spaceDue = false;
      if (!/[.,!?;:…)\]]/.test(char)) this.emitSpace(true);
    }
    const letter = this.capitalize && /\p{Ll}/u.test(char) ? char.toUpperCase() : char;
    if (/\p{L}/u.test(char)) this.capitalize = false;
    this.out += letter;
    this.lastOut = letter;
    this.sentence += letter;
  }
}
