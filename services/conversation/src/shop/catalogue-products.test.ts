import { shop } from '@avatarium/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueProducts } from './catalogue-products.js';
import { productGuard } from './product-guard.js';
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

  it("judges the model's sentences by the returned titles and prices", () => {
    const products = [
      {
        title: 'Trail Running Shoes',
        description: 'Grippy soles by Vibram.',
        price: '€89.50',
        image_url: null,
        product_url: null,
      },
      { title: 'Merino Wool Socks', description: null, price: '€1,019.00', image_url: null, product_url: null },
    ];
    const rejects = productGuard(products, ['Nova']);
    for (const kept of [
      'The Trail Running Shoes would suit muddy paths.',
      'I would go for the Trail Running Shoes at €89.50, with their Vibram soles.',
      'Merino Wool Socks cost €1,019.00 here, and Nova likes them.',
      'Sure, both are shown on your screen now.',
      'Those keep your feet dry for 10 miles.',
    ])
      expect(rejects(kept), kept).toBe(false);
    for (const invented of [
      'You might also like the Summit Pro Boots.',
      'Our Alpine Parka is on sale too.',
      'The Trail Running Shoes are only €49.99 today.',
      'Try the X200 trainers.',
      'They cost 75 dollars.',
    ])
      expect(rejects(invented), invented).toBe(true);
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
