import { describe, expect, it } from 'vitest';
import { addProducts, emptyContribution, namedProducts } from './bucket-contribution.js';
import { parsedJsonOf, ProductTally, productsIn } from './product-mentions.js';

describe('product mentions', () => {
  it('reads each of the three list keys and the three name keys', () => {
    expect(productsIn(JSON.stringify({ products: [{ title: 'Mug', image_url: 'https://x/m.png' }] }))).toEqual([
      { name: 'Mug', image: 'https://x/m.png' },
    ]);
    expect(productsIn(JSON.stringify({ product_recommendations: [{ name: 'Pen', image: 'https://x/p.png' }] }))).toEqual([
      { name: 'Pen', image: 'https://x/p.png' },
    ]);
    expect(productsIn(JSON.stringify({ recommended_products: [{ product_name: 'Cap' }] }))).toEqual([
      { name: 'Cap', image: null },
    ]);
  });

  it('prefers name over title over product_name and image over image_url; skips unnamed items', () => {
    expect(
      productsIn(
        JSON.stringify({
          products: [{ name: 'A', title: 'B', product_name: 'C', image: 'i', image_url: 'u' }, { title: ' ' }, 'x', null],
        }),
      ),
    ).toEqual([{ name: 'A', image: 'i' }]);
  });

  it('finds nothing in plain words, broken JSON, arrays or lists that are not lists', () => {
    expect(productsIn('We have mugs')).toEqual([]);
    expect(productsIn('{"products": [')).toEqual([]);
    expect(productsIn('[{"name": "A"}]')).toEqual([]);
    expect(productsIn('{"products": "Mug"}')).toEqual([]);
    expect(parsedJsonOf('[1,2]')).toEqual([1, 2]);
    expect(parsedJsonOf('plain')).toBeNull();
  });

  it('ranks by mentions, then name, with the number of conversations that named each', () => {
    const tally = new ProductTally();
    tally.addShare({ name: 'Pen', image: null, mentions: 1, conversations: 1 });
    tally.addShare({ name: 'Mug', image: null, mentions: 1, conversations: 1 });
    tally.addShare({ name: 'Mug', image: 'https://x/m.png', mentions: 2, conversations: 1 });
    expect(tally.ranked()).toEqual([
      { rank: 1, name: 'Mug', image: 'https://x/m.png', mentions: 3, conversations: 2 },
      { rank: 2, name: 'Pen', image: null, mentions: 1, conversations: 1 },
    ]);
  });

  it('counts a conversation once per product, on its first mention', () => {
    const change = emptyContribution();
    const named = new Set(['Pen']);
    addProducts(change, JSON.stringify({ products: [{ name: 'Pen' }, { name: 'Mug' }] }), named);
    addProducts(change, JSON.stringify({ recommended_products: [{ title: 'Mug' }] }), named);
    expect(change.products.get('Pen')).toMatchObject({ mentions: 1, conversations: 0 });
    expect(change.products.get('Mug')).toMatchObject({ mentions: 2, conversations: 1 });
    expect(
      namedProducts([{ role: 'agent', message: JSON.stringify({ product_recommendations: [{ product_name: 'Cap' }] }) }]),
    ).toEqual(['Cap']);
  });
});
