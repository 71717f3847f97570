import { shop } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueProducts } from './catalogue-products.js';
import { productSentence } from './shop-turn.js';
import { wantsProducts } from './shopping-intent.js';

const euro = shop.matchShopCurrency('EUR')!;
const yen = shop.matchShopCurrency('yen')!;
const asText = (value: unknown) => ({ content: [{ type: 'text', text: JSON.stringify(value) }] });

describe('catalogue products', () => {
  it('reads the Storefront shapes, prices in the chosen currency, only web links', () => {
    const answer = asText({
      products: [
        {
          title: 'Tent',
          price_range: { min: '299.00', currency: 'USD' },
          url: 'https://s.example/tent',
          image_url: 'javascript:x',
        },
        { name: 'Mug', price: { amount: '12.5' }, featuredImage: { url: 'https://cdn.example/mug.png' } },
        { product_name: 'Cap', priceRange: { minVariantPrice: { amount: '1200' } }, description: 'Blue' },
        { description: 'no title: left out' },
      ],
    });
    expect(catalogueProducts(answer, euro)).toEqual([
      { title: 'Tent', description: null, price: '€299.00', image_url: null, product_url: 'https://s.example/tent' },
      { title: 'Mug', description: null, price: '€12.50', image_url: 'https://cdn.example/mug.png', product_url: null },
      { title: 'Cap', description: 'Blue', price: '€1,200.00', image_url: null, product_url: null },
    ]);
    expect(catalogueProducts(answer, yen)[0]!.price).toBe('¥299');
    expect(catalogueProducts({ content: [{ type: 'text', text: 'not json' }] }, euro)).toEqual([]);
    expect(catalogueProducts({ content: [], structured: { products: [{ title: 'A' }] } }, euro)).toHaveLength(1);
  });

  it('names at most three products, and only those given', () => {
    expect(productSentence([{ title: 'A' }])).toBe('I found A for you.');
    expect(productSentence([{ title: 'A' }, { title: 'B' }])).toBe('I found A and B for you.');
    expect(productSentence(['A', 'B', 'C', 'D'].map((title) => ({ title })))).toBe(
      'I found 4 products for you, including A, B and C.',
    );
  });

  it('tells shopping questions from small talk and policy questions (Tool Use auto)', () => {
    for (const question of [
      'Do you have trail shoes?',
      'I need a new jacket',
      'How much is the tent?',
      'Can you recommend a gift?',
    ])
      expect(wantsProducts(question), question).toBe(true);
    for (const question of ['Hello!', 'What is your return policy?', 'How long does shipping take?', 'Tell me a joke'])
      expect(wantsProducts(question), question).toBe(false);
  });
});
