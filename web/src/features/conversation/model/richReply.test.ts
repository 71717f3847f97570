import { describe, expect, it } from 'vitest';
import { looksLikeJson, parseRichJson, safeWebUrl, suggestedQuestions } from './richReply';

describe('rich replies', () => {
  it('offers the follow-up questions of slide and suggestion replies, none for products', () => {
    expect(
      suggestedQuestions({ kind: 'suggestions', response: 'Ask:', question_1: 'A?', question_2: ' ', question_3: 'C?' }),
    ).toEqual(['A?', 'C?']);
    expect(suggestedQuestions({ kind: 'products', response: 'See:', products: [] })).toEqual([]);
  });

  it('links and shows only web addresses', () => {
    const base = 'http://localhost:4000/view/a';
    expect(safeWebUrl('https://shop.example/p/1', base)).toBe('https://shop.example/p/1');
    expect(safeWebUrl('/files/p.png', base)).toBe('http://localhost:4000/files/p.png');
    expect(safeWebUrl('javascript:alert(1)', base)).toBeNull();
    expect(safeWebUrl(null, base)).toBeNull();
  });

  it('reads product lists, and nothing from text that is not JSON', () => {
    const reply = parseRichJson(
      JSON.stringify({
        kind: 'products',
        response: 'Two picks',
        products: [{ title: 'Mug', description: 'Holds tea', price: '$9', image_url: null, product_url: null }],
      }),
    );
    expect(reply).toMatchObject({ kind: 'products', products: [{ title: 'Mug', description: 'Holds tea', price: '$9' }] });
    expect(parseRichJson('Just words')).toBeNull();
  });

  it('recognises a reply streaming in as JSON, so it is not shown raw', () => {
    expect(looksLikeJson('  {"response"')).toBe(true);
    expect(looksLikeJson('```json')).toBe(true);
    expect(looksLikeJson('Hello {there}')).toBe(false);
  });
});
