import type { shop } from '@avatarium/contracts';
import { detailsGuard, detailsNote, productDetails } from './product-details.js';
import type { OfferedTool } from './shop-decision.js';
import type { ProductsReply, ShopShelf } from './shop-shelf.js';
import { followUpOf, placeIn, type ShownProduct } from './shown-products.js';

/** The store had no details for a product it showed earlier (gone, or an answer in no known shape). */
export const PRODUCT_DETAILS_UNKNOWN = "I couldn't get that product's details from the store just now. Its page has them.";

/**
 * The product tool's call about an earlier product, when there is one to ask about: the product
 * at the place the visitor names ("the second one"), else the one the model named, else the one
 * a follow-up's words name ("is the Rain Jacket available in M?"); null otherwise.
 */
export function askedProduct(
  tool: OfferedTool | null,
  shown: readonly ShownProduct[],
  question: string,
  modelPick?: string,
): { tool: OfferedTool; query: string; product: ShownProduct } | null {
  if (!tool) return null;
  const product =
    placeIn(question, shown) ??
    (modelPick ? shown.find((candidate) => candidate.title === modelPick) : undefined) ??
    followUpOf(question, shown);
  return product ? { tool, query: question, product } : null;
}

/**
 * What the product tool answered, as the turn's shelf: that product's card and its details as the
 * model's only ground (its sentences judged as for a search). No product in the answer: a fixed
 * reply saying so, with the card the store showed earlier (its link has the details).
 */
export function productAnswer(
  result: { content: unknown[]; structured?: unknown },
  asked: ShownProduct,
  currency: shop.ShopCurrency,
  showQr: boolean,
  names: readonly string[],
): ShopShelf | ProductsReply {
  const qr = showQr ? { show_qr_code: true } : {};
  const details = productDetails(result, asked.product_id, currency);
  if (!details) {
    const { reply: _place, ...earlier } = asked;
    return { kind: 'products', response: PRODUCT_DETAILS_UNKNOWN, products: [earlier], ...qr };
  }
  const products = [details.product];
  return {
    kind: 'shelf',
    products,
    note: detailsNote(details),
    rejects: detailsGuard(details, names),
    replyWith: (spoken) => ({ kind: 'products', products, ...qr, response: spoken }),
  };
}
