import { describe, expect, it } from 'vitest';
import { faqLeafletPdf as leaflet } from '../../../../testkit/knowledge/faq-leaflet.js';
import { pdfToFaq } from './pdf-to-faq.js';

describe('a FAQ from a PDF', () => {
  it("takes the questions the PDF's own text asks and the text after each as its answer", async () => {
    const seen: number[] = [];
    const { pairs, pages } = await pdfToFaq(await leaflet(), (read) => seen.push(read));
    expect(pages).toBe(2);
    expect(seen).toEqual([1, 2]);
    expect(pairs).toEqual([
      { question: 'When is the museum open?', answer: 'Every day from 9 to 17, except on Mondays.' },
      { question: 'How much is a ticket?', answer: 'Adults pay 12 euros.' },
      { question: 'Can I bring my dog?', answer: 'Only assistance dogs are allowed inside.' },
    ]);
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(pdfToFaq(new TextEncoder().encode('not a pdf at all'))).rejects.toThrow();
  });
});
