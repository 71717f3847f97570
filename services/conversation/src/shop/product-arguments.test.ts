import { describe, expect, it } from 'vitest';
import { productArguments } from './product-arguments.js';
import { followUpOf, shownProducts } from './shown-products.js';

const ID = 'gid://shopify/Product/1004';

describe('productArguments', () => {
  it("puts the id where the tool's listed input schema takes it", () => {
    const flat = { type: 'object', properties: { product_id: { type: 'string' } }, required: ['product_id'] };
    expect(productArguments(flat, ID)).toEqual({ product_id: ID });
    // The UCP shape: {catalog: {id}} for get_product, {catalog: {ids: [...]}} for lookup_catalog.
    const ucp = (inner: Record<string, unknown>) => ({
      type: 'object',
      properties: {
        meta: { type: 'object', properties: { profile: { type: 'string' } } },
        catalog: { type: 'object', properties: inner },
      },
      required: ['catalog'],
    });
    expect(productArguments(ucp({ id: { type: 'string' }, selected: { type: 'array' } }), ID)).toEqual({ catalog: { id: ID } });
    expect(productArguments(ucp({ ids: { type: 'array', items: { type: 'string' } } }), ID)).toEqual({ catalog: { ids: [ID] } });
  });

  it('gives nothing for a schema with no place for an id, or one requiring what we cannot fill', () => {
    expect(productArguments({ type: 'object', properties: { query: { type: 'string' } } }, ID)).toBeNull();
    expect(
      productArguments(
        { type: 'object', properties: { id: { type: 'string' }, cart_id: { type: 'string' } }, required: ['id', 'cart_id'] },
        ID,
      ),
    ).toBeNull();
    expect(productArguments(undefined, ID)).toBeNull();
  });
});

describe('a follow-up about a product shown earlier', () => {
  const card = (title: string, id: string) => ({
    title,
    description: null,
    price: null,
    image_url: null,
    product_url: null,
    product_id: id,
  });
  const reply = (...products: unknown[]) => ({
    role: 'agent',
    message: JSON.stringify({ kind: 'products', response: '', products }),
  });
  const messages = [
    reply(card('Camping Tent', 't')),
    { role: 'agent', message: 'Plain words.' },
    reply(card('Trail Running Shoes', 'a'), card('Road Running Shoes', 'b'), { ...card('No id', 'x'), product_id: undefined }),
  ];
  const shown = shownProducts(messages);

  it('reads the stored product replies, the latest first, with their ids', () => {
    expect(shown.map((product) => [product.title, product.reply])).toEqual([
      ['Trail Running Shoes', 0],
      ['Road Running Shoes', 0],
      ['Camping Tent', 1],
    ]);
  });

  it('names the product by its place in the latest list or by the words of one title, only when asked about one', () => {
    expect(followUpOf('How much is the second one?', shown)?.product_id).toBe('b');
    expect(followUpOf('Is the last one in stock?', shown)?.product_id).toBe('b');
    expect(followUpOf('Tell me more about the Trail Runner', shown)?.product_id).toBe('a');
    expect(followUpOf('Tell me more about the tent', shown)?.product_id).toBe('t');
    // Both shoes share "running": no single product is named.
    expect(followUpOf('How much are the running ones?', shown)).toBeNull();
    expect(followUpOf('The second one looks nice, thanks!', shown)).toBeNull();
    expect(followUpOf('How much is the second one?', [])).toBeNull();
  });
});
