import { describe, expect, it } from 'vitest';
import { faqLeafletPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { flateBombPdf, imageBombPdf } from '../../../../testkit/knowledge/pdf-bombs.js';
import { PdfReader, type PdfReaderLimits } from './pdf-reader.js';
import { PdfRefused } from './pdf-scan.js';

const LIMITS: PdfReaderLimits = {
  maxDecodedBytes: 64 * 1024 * 1024,
  maxImagePixels: 40_000_000,
  workerHeapMb: 512,
  workerMemoryMb: 1024,
  timeoutMs: 60_000,
};
const MB = 1024 * 1024;

/** Runs `work` sampling this process's RSS every 10 ms: before, the peak and after (MB). */
async function measured<T>(
  label: string,
  work: () => Promise<T>,
): Promise<{ outcome: T | Error; before: number; peak: number; after: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  let outcome: T | Error;
  try {
    outcome = await work();
  } catch (error) {
    outcome = error as Error;
  }
  clearInterval(sample);
  const after = process.memoryUsage.rss();
  const figures = { before: Math.round(before / MB), peak: Math.round(peak / MB), after: Math.round(after / MB) };
  console.log(`${label}: rss before ${figures.before} MB, peak ${figures.peak} MB, after ${figures.after} MB`);
  return { outcome, ...figures };
}

describe('PDFs read in a worker, one at a time, within limits', () => {
  const reader = new PdfReader(LIMITS);

  it('refuses a flate bomb (a content stream inflating far past the limit) without the process growing', async () => {
    const bomb = await flateBombPdf(1024);
    expect(bomb.length).toBeLessThan(2 * MB);
    const run = await measured('flate bomb (1 GB inflated)', () => reader.read(bomb, (pdf) => pdf.faq(() => undefined)));
    expect(run.outcome).toBeInstanceOf(PdfRefused);
    expect((run.outcome as Error).message).toBe("the PDF's compressed content expands to more than 64 MB");
    expect(run.peak - run.before).toBeLessThan(400);
  });

  it('refuses an image declaring 50,000 × 50,000 pixels, for a FAQ and for slides', async () => {
    const bomb = await imageBombPdf(50_000, 50_000);
    const message = 'an image in the PDF is 50000 × 50000 pixels, larger than 40 megapixels';
    const faq = await measured('image bomb, FAQ', () => reader.read(bomb, (pdf) => pdf.faq(() => undefined)));
    expect((faq.outcome as Error).message).toBe(message);
    const slides = await measured('image bomb, slides', () => reader.read(bomb, (pdf) => pdf.page(1)));
    expect((slides.outcome as Error).message).toBe(message);
    expect(slides.peak - slides.before).toBeLessThan(400);
  });

  it('ends a worker that grows past its memory limit; the process keeps running and its memory returns', async () => {
    const tight = new PdfReader({ ...LIMITS, maxDecodedBytes: 4096 * MB, workerMemoryMb: 256 });
    const bomb = await flateBombPdf(2048);
    const start = process.memoryUsage.rss();
    for (let round = 1; round <= 3; round++) {
      const run = await measured(`flate bomb past the scan (2 GB inflated, 256 MB allowed), round ${round}`, () =>
        tight.read(bomb, (pdf) => pdf.faq(() => undefined)),
      );
      expect((run.outcome as Error).message).toBe('reading the PDF needs more memory than allowed');
      expect(run.peak - run.before).toBeLessThan(800);
    }
    // Each ended worker's memory went with it: three rounds do not add up.
    expect((process.memoryUsage.rss() - start) / MB).toBeLessThan(150);
    const { pairs } = await tight.read(await faqLeafletPdf(), (pdf) => pdf.faq(() => undefined));
    expect(pairs).toHaveLength(3);
  });

  it('ends a worker that runs out of its heap with the same reason', async () => {
    const cramped = new PdfReader({ ...LIMITS, workerHeapMb: 4 });
    await expect(cramped.read(await faqLeafletPdf(), (pdf) => pdf.faq(() => undefined))).rejects.toThrow(
      'reading the PDF needs more memory than allowed',
    );
  });

  it('still reads a normal PDF: its FAQ and its pages as PNG', async () => {
    const leaflet = await faqLeafletPdf();
    const seen: number[] = [];
    const faq = await reader.read(leaflet, (pdf) => pdf.faq((read) => seen.push(read)));
    expect(seen).toEqual([1, 2]);
    expect(faq.pairs.map((pair) => pair.question)).toEqual([
      'When is the museum open?',
      'How much is a ticket?',
      'Can I bring my dog?',
    ]);
    const page = await reader.read(leaflet, async (pdf) => ({ pages: pdf.pages, ...(await pdf.page(2)) }));
    expect(page.pages).toBe(2);
    expect(page.png.subarray(1, 4).toString()).toBe('PNG');
    expect(page.lines.map((line) => line.text)).toContain('Can I bring my dog?');
  });

  it('runs two jobs at once one after the other; the second is told it waits', async () => {
    const leaflet = await faqLeafletPdf();
    const events: string[] = [];
    const job = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push(`${name} ends`);
    };
    await Promise.all([
      reader.read(leaflet, job('first'), () => events.push('first waits')),
      reader.read(leaflet, job('second'), () => events.push('second waits')),
    ]);
    expect(events).toEqual(['second waits', 'first starts', 'first ends', 'second starts', 'second ends']);
  });

  it('fails a step that takes longer than the time limit', async () => {
    const hasty = new PdfReader({ ...LIMITS, timeoutMs: 5 });
    await expect(hasty.read(await faqLeafletPdf(), (pdf) => pdf.faq(() => undefined))).rejects.toThrow(
      'a page of the PDF took longer than 0 s to read',
    );
  });
});
