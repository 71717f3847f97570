import type { conversation } from '@avatarium/contracts';

type Product = conversation.ProductReplyItem;

/** Products the model is told about (the top of the search); the cards show up to six. */
export const PRODUCTS_TOLD_MAX = 3;
const DESCRIPTION_TOLD_CHARS = 140;

/**
 * The search's result as the model's context for this turn (every engine alike: the cloud
 * adapters and the offline model read it the same way), with the instruction to recommend
 * only these products.
 */
export function productNote(products: readonly Product[]): string {
  const lines = products.slice(0, PRODUCTS_TOLD_MAX).map((product, index) => {
    const price = product.price ? `, ${product.price}` : '';
    const about = product.description ? `: ${product.description.slice(0, DESCRIPTION_TOLD_CHARS)}` : '';
    return `${index + 1}. ${product.title}${price}${about}`;
  });
  return [
    "The store's catalogue search found these products for what the visitor is asking now:",
    ...lines,
    'The visitor sees them as cards on screen. In one or two short spoken sentences of your own, recommend the ones that fit, by their exact names; do not read the list out. Mention no other product, brand or price and make up no details. Plain sentences, no JSON.',
  ].join('\n');
}

/** Capitalised words a sentence may hold mid-way without naming a product. */
const COMMON = new Set(
  `i i'm i'd i'll i've the a an our your my this these that those yes no hi hello hey sure here there it it's its
  we we're we've you you're you'll they and or but for with both each all if so also thanks thank oh well great
  of in on at to perfect absolutely certainly ok okay`.split(/\s+/),
);
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;
const PRICE =
  /(?:[$€£¥₹₩]|\b[A-Z]{1,3}\$|\b(?:USD|EUR|GBP|CAD|AUD|CHF|JPY)\s?)\s?(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s?(?:dollars?|euros?|pounds?|yen|francs?)\b/giu;

const bare = (word: string) => word.toLowerCase().replace(/['’]s$/, '');
const amountOf = (digits: string) => Math.round(Number(digits.replace(/,/g, '')) * 100);

/**
 * A judge of the model's sentences for a turn that answers with the store's products: true
 * when a sentence names something the search did not return: a capitalised, product-like name
 * (or a model number) with a word found in no returned title or description, or a price that is
 * none of the returned ones. `names` are words the agent may say anyway (its own name). A
 * product named in lower case goes unseen: the guard is a rule on names and prices, not a reader.
 */
export function productGuard(products: readonly Product[], names: readonly string[] = []): (sentence: string) => boolean {
  return groundedGuard(
    products.flatMap((product) => [product.title, product.description ?? '']),
    products.map((product) => product.price ?? ''),
    names,
  );
}

/**
 * True for a sentence that names what `texts` do not hold: a capitalised name (or a word with a
 * number in it) found in none of them, or a price that is none of the amounts in `prices`.
 */
export function groundedGuard(
  texts: readonly string[],
  prices: readonly string[],
  names: readonly string[] = [],
): (sentence: string) => boolean {
  const known = new Set([...texts, ...names].flatMap((text) => text.match(WORD)?.map(bare) ?? []));
  const amounts = new Set(
    prices.flatMap((price) => [...price.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => amountOf(match[0]))),
  );
  return (sentence) => {
    for (const match of sentence.matchAll(PRICE)) {
      if (!amounts.has(amountOf(match[1] ?? match[2] ?? ''))) return true;
    }
    const words = sentence.match(WORD) ?? [];
    return words.some((word, index) => {
      const productLike = /^\p{Lu}/u.test(word) || (/\d/.test(word) && /\p{L}/u.test(word));
      if (!productLike || COMMON.has(word.toLowerCase()) || known.has(bare(word))) return false;
      // The first word is capitalised anyway: a name only when the next word is capitalised too.
      return index > 0 || /^\p{Lu}/u.test(words[1] ?? '');
    });
  };
}

/** True for a sentence with a number that none of `texts` holds ("within 60 days" when they say 30, "since 2015"). */
export function unheldNumber(texts: readonly string[]): (sentence: string) => boolean {
  const numbers = new Set(texts.flatMap((text) => text.match(/\d+/g) ?? []));
  return (sentence) => (sentence.match(/\d+/g) ?? []).some((number) => !numbers.has(number));
}
