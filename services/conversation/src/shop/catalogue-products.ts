import { shop, type conversation } from '@avatarium/contracts';

type Product = conversation.ProductReplyItem;

/** Most product cards a reply shows. */
export const PRODUCTS_SHOWN_MAX = 6;

export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
export const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** An amount from the Storefront shapes: 49, '49.00', {amount}, price_range {min}, priceRange {minVariantPrice}. */
export function amountOf(item: Record<string, unknown>): number | null {
  const candidates = [
    item.price,
    record(item.price)?.amount,
    record(item.price_range)?.min,
    record(record(item.price_range)?.min)?.amount,
    record(record(item.priceRange)?.minVariantPrice)?.amount,
  ];
  for (const value of candidates) {
    const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[^0-9.]/g, '')) : NaN;
    if (Number.isFinite(amount) && amount >= 0 && (typeof value === 'number' || /\d/.test(String(value)))) return amount;
  }
  return null;
}

const idOf = (item: Record<string, unknown>): string | null =>
  text(item.product_id) ?? text(item.id) ?? text(item.productId) ?? text(item.handle);

function webUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One product of a Storefront answer as a card (null without a title), with the store's id when it gave one. */
export function productOf(raw: unknown, currency: shop.ShopCurrency): Product | null {
  const item = record(raw);
  if (!item) return null;
  const title = text(item.title) ?? text(item.name) ?? text(item.product_name);
  if (!title) return null;
  const amount = amountOf(item);
  const id = idOf(item);
  const image = item.image_url ?? item.image ?? record(item.image)?.url ?? record(item.featuredImage)?.url;
  return {
    title: title.slice(0, 200),
    description: text(item.description)?.slice(0, 500) ?? null,
    price: amount === null ? null : shop.formatShopPrice(amount, currency),
    image_url: webUrl(typeof image === 'string' ? image : record(image)?.url),
    product_url: webUrl(item.product_url ?? item.url ?? item.onlineStoreUrl),
    ...(id ? { product_id: id } : {}),
  };
}

/** The JSON a tool answered: its structured content, else the first text content that parses. */
export function answerOf(result: { content: unknown[]; structured?: unknown }): unknown {
  if (result.structured !== undefined) return result.structured;
  for (const part of result.content) {
    const body = text(record(part)?.text);
    if (!body) continue;
    try {
      return JSON.parse(body);
    } catch {
      // not JSON: the next part, if any
    }
  }
  return undefined;
}

/**
 * The products a catalogue search answered (Storefront shapes: {products: [...]}, or a list),
 * with prices in the agent's currency. Only what the store returned: nothing is made up; an
 * answer in another shape gives none.
 */
export function catalogueProducts(result: { content: unknown[]; structured?: unknown }, currency: shop.ShopCurrency): Product[] {
  const answer = answerOf(result);
  const list = Array.isArray(answer)
    ? answer
    : (record(answer)?.products ?? record(answer)?.results ?? record(record(answer)?.data)?.products);
  if (!Array.isArray(list)) return [];
  return list
    .map((item) => productOf(item, currency))
    .filter((item): item is Product => item !== null)
    .slice(0, PRODUCTS_SHOWN_MAX);
}
