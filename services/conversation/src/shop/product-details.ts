import { shop, type conversation } from '@avatarium/contracts';
import { amountOf, answerOf, productOf, record, text } from './catalogue-products.js';
import { groundedGuard, unheldNumber } from './product-guard.js';

type Product = conversation.ProductReplyItem;

/** Variants the model is told about (sizes, colours). */
const VARIANTS_TOLD_MAX = 8;
const DESCRIPTION_TOLD_CHARS = 300;

export interface ProductDetails {
  product: Product;
  /** "Blue / M: $149.99, sold out", one per variant the store listed. */
  variants: string[];
  /** The product's own availability when the store said it (no variants), else null. */
  available: boolean | null;
}

/** In stock or not, from the Storefront and UCP shapes (available, availableForSale, availability...). */
function availabilityOf(item: Record<string, unknown>): boolean | null {
  const candidates = [
    item.available,
    item.availableForSale,
    item.available_for_sale,
    record(item.availability)?.available,
    item.in_stock,
  ];
  const said = candidates.find((value) => typeof value === 'boolean');
  return typeof said === 'boolean' ? said : null;
}

function variantsOf(item: Record<string, unknown>): unknown[] {
  const listed = item.variants;
  if (Array.isArray(listed)) return listed;
  return (record(listed)?.nodes as unknown[] | undefined) ?? [];
}

/**
 * The product a product tool answered (get_product: {product}, lookup_catalog: {products: [...]}
 * or the product itself): its card, in the agent's currency, and its variants as the store listed
 * them. Null when the answer holds no product (unknown id, another shape). Only what the store
 * returned: nothing is made up.
 */
export function productDetails(
  result: { content: unknown[]; structured?: unknown },
  id: string,
  currency: shop.ShopCurrency,
): ProductDetails | null {
  const answer = record(answerOf(result));
  const listed = answer?.products ?? record(answer?.data)?.products;
  const candidates = [answer?.product, record(answer?.data)?.product, ...(Array.isArray(listed) ? listed : []), answer];
  // lookup_catalog may answer several: the one with the asked id, else the first with a title.
  const items = candidates
    .map(record)
    .filter((item): item is Record<string, unknown> => item !== null && productOf(item, currency) !== null);
  const item = items.find((candidate) => productOf(candidate, currency)?.product_id === id) ?? items[0];
  const product = item && productOf(item, currency);
  if (!item || !product) return null;
  const description = text(item.description) ?? text(record(item.description)?.plain) ?? text(record(item.description)?.text);
  const variants = variantsOf(item)
    .map(record)
    .filter((variant): variant is Record<string, unknown> => variant !== null)
    .slice(0, VARIANTS_TOLD_MAX)
    .map((variant) => {
      const amount = amountOf(variant);
      const stock = availabilityOf(variant);
      return [
        text(variant.title) ?? text(variant.name) ?? 'Default',
        amount === null ? null : shop.formatShopPrice(amount, currency),
        stock === null ? null : stock ? 'available' : 'sold out',
      ]
        .filter(Boolean)
        .join(', ');
    });
  return {
    product: { ...product, description: description?.slice(0, 500) ?? product.description, product_id: product.product_id ?? id },
    variants,
    available: availabilityOf(item),
  };
}

/** The store's details as the model's context for this turn, with the instruction to answer from them only. */
export function detailsNote(details: ProductDetails): string {
  const { product } = details;
  const lines = [
    `${product.title}${product.price ? `, ${product.price}` : ''}`,
    ...(product.description ? [product.description.slice(0, DESCRIPTION_TOLD_CHARS)] : []),
    ...(details.variants.length > 0 ? [`Variants: ${details.variants.join('; ')}.`] : []),
    ...(details.available === null ? [] : [details.available ? 'In stock.' : 'Sold out.']),
  ];
  return [
    "The store's details of the product the visitor is asking about now:",
    ...lines,
    "The visitor sees it as a card on screen. Answer the visitor's question from these details only, in one or two short spoken sentences of your own. If they do not say, say you don't know. Mention no other product, size, colour or price and make up no details. Plain sentences, no JSON.",
  ].join('\n');
}

/**
 * A judge of the model's sentences: true when one names, prices or numbers what the store's
 * details do not hold ("since 2015", "in 40 mm"), or says a sold-out variant is available ("the
 * blue one is available in M" when Blue / M is sold out).
 */
export function detailsGuard(details: ProductDetails, names: readonly string[] = []): (sentence: string) => boolean {
  const { product } = details;
  const said = [product.title, product.description ?? '', ...details.variants];
  const named = groundedGuard(said, [product.price ?? '', ...details.variants], names);
  const unheld = unheldNumber([...said, product.price ?? '']);
  const soldOut = details.variants
    .filter((variant) => variant.endsWith('sold out'))
    .map((variant) =>
      (variant.split(',')[0] ?? '')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
  const claimsStock = (sentence: string) => {
    const text = sentence.toLowerCase();
    if (!/\b(available|in stock)\b/.test(text) || /\b(not|n't|no longer|unavailable|sold out|out of stock)\b/.test(text))
      return false;
    const words = new Set(text.split(/[^a-z0-9]+/));
    return soldOut.some((variant) => variant.length > 0 && variant.every((word) => words.has(word)));
  };
  return (sentence) => named(sentence) || unheld(sentence) || claimsStock(sentence);
}
