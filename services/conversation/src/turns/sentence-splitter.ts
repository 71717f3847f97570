/**
 * Cuts a streamed reply into sentences for the voice, as the text arrives: a sentence is
 * handed out as soon as what follows it proves it ended (a space after the full stop), so
 * speech of the first sentence starts while the model is still writing the second.
 * - "Dr. Smith", "e.g. this", "J. R. R. Tolkien", "3.14", "1. First" do not end a sentence.
 * - A line break ends one (lists, paragraphs).
 * - A clause longer than `maxChars` is cut at its last comma, semicolon or dash (or space),
 *   so a run-on sentence does not hold back the voice.
 * - The first piece may be a clause, because the first audio is what the visitor waits for:
 *   every token of the first piece is 55–110 ms of the default model on two cores, and its audio
 *   is synthesised whole. It ends at its first comma (or semicolon, colon, dash) at least
 *   `MIN_FIRST_CLAUSE` characters in ("I am Marlow, | a cheerful ship captain"): a comma is where
 *   a speaker pauses anyway. A comma after a letter is taken as it arrives, without waiting for
 *   the space after it (one token, 55–65 ms; "1,000" waits), as are "?" and "!". Without a comma,
 *   it ends before a conjunction or relative word at least 12 characters in ("The sea is vast |
 *   and endless,"), or, once `firstClauseChars` are written, before a preposition ("a severe
 *   hurricane | that blew across the Atlantic").
 * - When the first piece ended inside its sentence, the second piece is cut by the same rules:
 *   otherwise the rest of a long sentence kept the voice silent after a short first piece
 *   ("The sea is a vast," then 0.8–0.9 s of silence, measured by the bench).
 * - `firstClauseChars` at `maxChars` or more keeps the first sentence whole (guarded replies).
 */
export interface SentenceSplitterOptions {
  maxChars?: number;
  firstClauseChars?: number;
}

const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'sr',
  'jr',
  'st',
  'vs',
  'etc',
  'e.g',
  'i.e',
  'eg',
  'ie',
  'inc',
  'ltd',
  'co',
  'corp',
  'no',
  'vol',
  'fig',
  'approx',
  'dept',
  'est',
  'mt',
  'ft',
  'gen',
  'col',
  'lt',
  'sgt',
  'capt',
  'rev',
  'hon',
  'u.s',
  'a.m',
  'p.m',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'cf',
  'al',
]);

// A terminator (with closing quotes or brackets) and the space after it; or a line break.
const BOUNDARY = /([.!?…]+["'”’)\]]*)(\s+)|(\n+)/g;
const CLAUSE = /[,;:—–]\s/g;
// The end of what has arrived: a comma after a letter, or a question or exclamation mark.
const ARRIVED_CLAUSE = /\p{L}[,;:—–]$/u;
const ARRIVED_EXCLAMATION = /\p{L}[?!]$/u;
// "I am Marlow," and "Ahoy there," are pieces worth speaking; "Yes," and "Well," are not.
const MIN_FIRST_CLAUSE = 10;
// A word a spoken phrase may start with (conjunctions, relatives, prepositions of place and time);
// "of" and "to" are left out: "the Gulf | of Mexico" and "want | to go" sound broken.
const PHRASE_START =
  /\s(?=(?:and|but|or|so|because|although|though|while|which|who|whose|that|where|when|if|with|without|in|on|at|across|through|into|onto|after|before|during|until|from|for|by|near|under|over|along|around|behind|beyond)\s)/gi;
const MIN_FIRST_PHRASE = 24;
// A word that starts a clause (conjunctions, relatives): a speaker pauses before it, so the first
// piece ends before it as soon as it is written at least MIN_FIRST_CLAUSE_WORD characters in,
// without waiting for `firstClauseChars` ("The sea is vast | and endless,", "I am a captain |
// who sails the north"). Prepositions wait for the longer rule above: after a verb they belong
// to it ("sailed through", "turned on").
const CLAUSE_START = /\s(?=(?:and|but|or|because|although|though|while|which|who|whose|where|when|if)\s)/gi;
const MIN_FIRST_CLAUSE_WORD = 12;

/** True when the full stop ending `before` belongs to a word (an abbreviation, an initial, a list number). */
export function isNotSentenceEnd(before: string, terminator: string): boolean {
  if (terminator !== '.') return false;
  const word = /(\S+)$/.exec(before)?.[1] ?? '';
  const bare = word.replace(/^["'“‘([]+/, '').toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  // An initial: a single letter ("J." in "J. R. R. Tolkien").
  if (/^\p{L}$/u.test(bare)) return true;
  // A list number at the start of a line or of the text ("1. First").
  if (/^\d{1,2}$/.test(bare) && /(^|\n)\s*\d{1,2}$/.test(before)) return true;
  return false;
}

export class SentenceSplitter {
  private buffer = '';
  private emitted = 0;
  /** How many pieces the early rules cut: the first, and the second too when the first was a part of a sentence. */
  private early = 1;
  private readonly maxChars: number;
  private readonly firstClauseChars: number;

  constructor(options: SentenceSplitterOptions = {}) {
    this.maxChars = options.maxChars ?? 220;
    this.firstClauseChars = options.firstClauseChars ?? 40;
  }

  /** Adds streamed text; returns the sentences it completed, in order. */
  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    for (let piece = this.next(); piece !== null; piece = this.next()) out.push(piece);
    return out;
  }

  /** The end of the reply: whatever is left is the last sentence. */
  flush(): string[] {
    const rest = this.buffer.trim();
    this.buffer = '';
    return rest ? this.emit(rest) : [];
  }

  private next(): string | null {
    for (const match of this.buffer.matchAll(BOUNDARY)) {
      const end = match.index + (match[3] !== undefined ? 0 : match[1]!.length);
      const sentence = this.buffer.slice(0, end).trim();
      if (match[1] && isNotSentenceEnd(this.buffer.slice(0, match.index), match[1])) continue;
      if (!sentence) {
        this.buffer = this.buffer.slice(match.index + match[0].length);
        return this.next();
      }
      // A first clause that ends before this sentence does is the first piece.
      const clause = this.cutFirstClause(end);
      if (clause !== null) return clause;
      this.buffer = this.buffer.slice(match.index + match[0].length);
      return this.emit(sentence)[0]!;
    }
    return this.cutFirstClause(this.buffer.length) ?? this.cutArrived() ?? this.cutBeforeClauseWord() ?? this.cutLongClause();
  }

  /** The piece being cut is the first (or the second after a partial first), and not guarded. */
  private cutsEarly(): boolean {
    return this.emitted < this.early && this.firstClauseChars < this.maxChars;
  }

  /** The first piece, before a word that starts a clause, once the word after it shows it is whole. */
  private cutBeforeClauseWord(): string | null {
    return this.cutEarlyAt(CLAUSE_START, MIN_FIRST_CLAUSE_WORD, 0);
  }

  /** The first piece, at a comma, "?" or "!" that just arrived: nothing after it can change where it ends. */
  private cutArrived(): string | null {
    if (!this.cutsEarly()) return null;
    const piece = this.buffer.trim();
    const clause = ARRIVED_CLAUSE.test(piece) && piece.length - 1 >= MIN_FIRST_CLAUSE;
    if (!clause && !ARRIVED_EXCLAMATION.test(piece)) return null;
    this.buffer = '';
    return this.emit(piece, clause)[0]!;
  }

  /** The first piece, at its first clause boundary far enough in and before `before`: no need to wait for more text. */
  private cutFirstClause(before: number): string | null {
    return this.cutEarlyAt(CLAUSE, MIN_FIRST_CLAUSE, 1, before);
  }

  /**
   * An early piece, ending at the first match of `pattern` at least `min` characters into the
   * text (leading space aside) and before `before`; the match's first `keep` characters (the
   * comma) stay with the piece.
   */
  private cutEarlyAt(pattern: RegExp, min: number, keep: number, before = this.buffer.length): string | null {
    if (!this.cutsEarly()) return null;
    const leading = this.buffer.length - this.buffer.trimStart().length;
    const at = [...this.buffer.matchAll(pattern)].find((m) => m.index - leading >= min);
    if (!at || at.index >= before) return null;
    const piece = this.buffer.slice(0, at.index + keep).trim();
    this.buffer = this.buffer.slice(at.index + keep).replace(/^\s+/, '');
    return this.emit(piece, true)[0]!;
  }

  private cutLongClause(): string | null {
    const limit = this.emitted < this.early ? this.firstClauseChars : this.maxChars;
    if (this.buffer.length < limit) return null;
    // A clause boundary far enough in to make a phrase worth speaking on its own.
    const shortest = this.emitted < this.early ? MIN_FIRST_CLAUSE : this.maxChars / 2;
    const clause = [...this.buffer.matchAll(CLAUSE)].filter((m) => m.index >= shortest && m.index < this.maxChars).pop();
    let cut = clause ? clause.index + 1 : this.emitted < this.early ? this.phraseCut() : -1;
    if (cut < 0) {
      // No clause boundary: only a run-on past maxChars is cut, at its last space.
      if (this.buffer.length < this.maxChars) return null;
      cut = this.buffer.lastIndexOf(' ', this.maxChars);
      if (cut <= 0) cut = this.maxChars;
    }
    const piece = this.buffer.slice(0, cut).trim();
    this.buffer = this.buffer.slice(cut).replace(/^\s+/, '');
    return piece ? this.emit(piece, true)[0]! : null;
  }

  /** Where the first piece may end without a comma: before the last phrase word far enough in. */
  private phraseCut(): number {
    const phrase = [...this.buffer.matchAll(PHRASE_START)].filter((m) => m.index >= MIN_FIRST_PHRASE).pop();
    return phrase ? phrase.index : -1;
  }

  /** Hands out a piece; `partial` when it ends inside its sentence (then the next piece is cut early too). */
  private emit(sentence: string, partial = false): string[] {
    this.emitted += 1;
    if (partial && this.emitted === 1) this.early = 2;
    return [sentence];
  }
}
