import { conversation } from '@avatarium/contracts';

type Product = conversation.ProductReplyItem;
/** A product the visitor was shown earlier in the conversation, with the store's id. */
export type ShownProduct = Product & {
  product_id: string;
  /** 0: in the latest product reply, 1: the one before... */ reply: number;
};

/** Most earlier products a follow-up may name (the last reply's first, then older ones). */
const SHOWN_MAX = 12;
/** Agent messages looked back through for product replies. */
const REPLIES_BACK = 6;

/**
 * The products the store's tools showed earlier in this conversation (the product replies stored
 * in its messages), the most recent reply's first, in their order on screen; only those with the
 * store's id (a later question about one asks the store by that id).
 */
export function shownProducts(messages: ReadonlyArray<{ role: string; message: string }>): ShownProduct[] {
  const shown: ShownProduct[] = [];
  const replies = messages
    .filter((message) => message.role === 'agent')
    .slice(-REPLIES_BACK)
    .reverse();
  let reply = 0;
  for (const { message } of replies) {
    if (!message.startsWith('{')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      continue;
    }
    const rich = conversation.RichReply.safeParse(parsed);
    if (!rich.success || rich.data.kind !== 'products' || rich.data.products.length === 0) continue;
    for (const product of rich.data.products) {
      const id = product.product_id;
      if (id && !shown.some((earlier) => earlier.product_id === id)) shown.push({ ...product, product_id: id, reply });
    }
    reply++;
  }
  return shown.slice(0, SHOWN_MAX);
}

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
  '6th': 6,
};
/** Words that ask about one product's details: its price, stock, sizes, colours, or more about it. */
const ABOUT_ONE =
  /\b(how much|price|cost|costs|available|availability|in stock|sold out|size|sizes|colou?rs?|variants?|tell me more|more about|details?|what is it made|does it|is it)\b/;
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2)
    .map((word) => word.replace(/(ning|ners|ner|ing|ers|er|es|s)$/, ''))
    .filter((word) => word.length > 2);
/** One word is the other's start ("runn" and "run", "sho" and "shoe"): the same word bent. */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * The earlier product a visitor's follow-up is about (the keyword rule when the model cannot
 * say): words asking about one product's details, and either its place in the last list ("the
 * second one", "the last one") or words of one title alone ("the Trail Runner"); null otherwise.
 */
export function followUpOf(question: string, shown: readonly ShownProduct[]): ShownProduct | null {
  const text = question.toLowerCase();
  if (shown.length === 0 || !asksAboutOne(text)) return null;
  return placeIn(text, shown) ?? namedIn(text, shown);
}

/** Whether the words ask about one product's details (price, stock, sizes, more about it). */
export const asksAboutOne = (question: string) => ABOUT_ONE.test(question.toLowerCase());

/** "The second one", "number 2", "the last one": the product at that place of the latest list. */
export function placeIn(question: string, shown: readonly ShownProduct[]): ShownProduct | null {
  const text = question.toLowerCase();
  const word = Object.keys(ORDINALS).find((ordinal) => new RegExp(`\\b${ordinal}\\b(?! time)`).test(text));
  const number = word ? (ORDINALS[word] ?? NaN) : Number(/(?:number|no\.?|#)\s?(\d)\b/.exec(text)?.[1] ?? NaN);
  const latest = shown.filter((product) => product.reply === 0);
  if (Number.isInteger(number)) return latest[number - 1] ?? null;
  return /\bthe last one\b/.test(text) ? (latest.at(-1) ?? null) : null;
}

/** The one earlier product whose title shares the most words with the question (a tie names none). */
function namedIn(question: string, shown: readonly ShownProduct[]): ShownProduct | null {
  const asked = wordsOf(question);
  const scored = shown
    .map((product) => ({
      product,
      score: wordsOf(product.title).filter((word) => asked.some((other) => sameWord(word, other))).length,
    }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  return best && best.score > 0 && (!next || next.score < best.score) ? best.product : null;
}
