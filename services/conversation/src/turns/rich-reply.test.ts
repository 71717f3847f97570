import { describe, expect, it } from 'vitest';
import { looksLikeJson, parseRichReply } from './rich-reply.js';

describe('parseRichReply', () => {
  it('reads a product list in the spec field names', () => {
    const reply = JSON.stringify({
      response: 'Here are two boots.',
      products: [
        {
          title: 'Moon boot',
          description: 'Warm and light, for snowy walks.',
          price: 49.5,
          image_url: 'https://shop.example/m.png',
          product_url: 'https://shop.example/m',
        },
        { product_name: 'Star boot' },
        { name: 'Sun boot', image: 'https://shop.example/s.png', url: 'https://shop.example/s' },
      ],
    });
    expect(parseRichReply(reply)).toEqual({
      kind: 'products',
      response: 'Here are two boots.',
      products: [
        {
          title: 'Moon boot',
          description: 'Warm and light, for snowy walks.',
          price: '49.5',
          image_url: 'https://shop.example/m.png',
          product_url: 'https://shop.example/m',
        },
        { title: 'Star boot', description: null, price: null, image_url: null, product_url: null },
        {
          title: 'Sun boot',
          description: null,
          price: null,
          image_url: 'https://shop.example/s.png',
          product_url: 'https://shop.example/s',
        },
      ],
    });
  });

  it('reads slide and suggestion replies, also inside a code fence', () => {
    expect(parseRichReply('```json\n{"response":"See slide 3.","slide_number":3,"question_1":"Why?"}\n```')).toEqual({
      kind: 'slide',
      response: 'See slide 3.',
      slide_number: 3,
      question_1: 'Why?',
    });
    expect(parseRichReply('{"response":"Sure.","question_1":"More?","question_2":"Less?"}')).toEqual({
      kind: 'suggestions',
      response: 'Sure.',
      question_1: 'More?',
      question_2: 'Less?',
    });
  });

  it('leaves anything else as plain text', () => {
    expect(parseRichReply('Hello there.')).toBeNull();
    expect(parseRichReply('{"response":"no structure"}')).toBeNull();
    expect(parseRichReply('{"products":[]}')).toBeNull();
    expect(parseRichReply('{broken')).toBeNull();
    expect(looksLikeJson('  {"a"')).toBe(true);
    expect(looksLikeJson('Hi {there}')).toBe(false);
  });
});
