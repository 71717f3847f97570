import type { conversation } from '@avatarium/contracts';

/** A product-list reply (spec 002 2.13). */
export type ProductsReply = Extract<conversation.RichReply, { kind: 'products' }>;

/**
 * What the store answered for a turn: the model is told it (`note`) and answers from it, each of
 * its sentences judged by `rejects` (one that names what the store did not say stops it). For
 * products the cards are the search's products whatever the model says, its words their
 * `response` (`replyWith`); a policy answer has no cards.
 */
export interface ShopShelf {
  kind: 'shelf';
  products: ProductsReply['products'];
  note: string;
  rejects: (sentence: string) => boolean;
  replyWith: (spoken: string) => ProductsReply;
}
