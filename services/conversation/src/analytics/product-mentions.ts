/** The keys a message's JSON may hold its product list under (spec 003 section 3, Message). */
const LIST_KEYS = ['products', 'product_recommendations', 'recommended_products'] as const;
const NAME_KEYS = ['name', 'title', 'product_name'] as const;
const IMAGE_KEYS = ['image', 'image_url'] as const;

export interface MentionedProduct {
  name: string;
  image: string | null;
}

const firstText = (item: Record<string, unknown>, keys: readonly string[]) => {
  for (const key of keys) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
};

/** The message's JSON when it is a JSON object or array, else null (plain words). */
export function parsedJsonOf(message: string): unknown {
  const text = message.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The products an agent message names: the items of its JSON's product list that have a name. */
export function productsIn(message: string): MentionedProduct[] {
  const json = parsedJsonOf(message);
  if (!json || typeof json !== 'object' || Array.isArray(json)) return [];
  const record = json as Record<string, unknown>;
  const list = LIST_KEYS.map((key) => record[key]).find(Array.isArray) as unknown[] | undefined;
  const products: MentionedProduct[] = [];
  for (const item of list ?? []) {
    if (!item || typeof item !== 'object') continue;
    const name = firstText(item as Record<string, unknown>, NAME_KEYS);
    if (name) products.push({ name, image: firstText(item as Record<string, unknown>, IMAGE_KEYS) });
  }
  return products;
}

type ProductEntry = { name: string; image: string | null; mentions: number; conversations: number };

/**
 * Counts mentions per product name across conversations; ranked by mentions, then name. A
 * conversation is counted in the bucket of the hour (and day) it started in only, and there once
 * per product, so the shares' conversation counts add up.
 */
export class ProductTally {
  private readonly byName = new Map<string, ProductEntry>();

  /** Adds a bucket's share of a product (the smallest image when shares differ, so the choice does not depend on order). */
  addShare(share: { name: string; image: string | null; mentions: number; conversations: number }): void {
    if (share.mentions <= 0) return;
    const entry = this.byName.get(share.name) ?? { name: share.name, image: null, mentions: 0, conversations: 0 };
    entry.mentions += share.mentions;
    entry.conversations += share.conversations;
    if (share.image !== null && (entry.image === null || share.image < entry.image)) entry.image = share.image;
    this.byName.set(share.name, entry);
  }

  ranked(): Array<{ rank: number; name: string; image: string | null; mentions: number; conversations: number }> {
    return [...this.byName.values()]
      .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name))
      .map((entry, index) => ({ rank: index + 1, ...entry }));
  }
}
