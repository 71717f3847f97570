import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { faqLeafletPdf, slideDeckPdf } from '../../../../testkit/knowledge/faq-leaflet.js';
import { flateBombPdf, imageBombPdf } from '../../../../testkit/knowledge/pdf-bombs.js';
import { knowledgeEnvSchema, pdfLimitsOf } from '../knowledge-config.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import type { StoredKnowledge } from '../faq/knowledge.repository.js';
import { runSlides } from '../slides/slides-use-cases.js';
import type { StoredSlides } from '../slides/slides.repository.js';
import { runPdfFaq } from './generate-from-pdf.js';
import { PdfReader } from './pdf-reader.js';

const MB = 1024 * 1024;
const FLATE_BOMB = "the PDF's compressed content expands to more than 64 MB";
const IMAGE_BOMB = 'an image in the PDF is 50000 × 50000 pixels, larger than 40 megapixels';

/** The use cases' deps around one stored PDF, recording every FAQ and slides update. */
function depsHolding(pdf: Uint8Array) {
  const faqUpdates: Array<Record<string, unknown>> = [];
  const slideUpdates: Array<Record<string, unknown>> = [];
  const kept: Array<{ total: number }> = [];
  const config = knowledgeEnvSchema.parse({
    NATS_URL: 'nats://localhost:4222',
    MONGODB_URI: 'mongodb://localhost/x',
    STORAGE_SIGNING_SECRET: 'a-test-secret-of-16+',
  });
  const deps = {
    logger: { warn: () => undefined, info: () => undefined, error: () => undefined },
    bus: { publish: () => undefined },
    storage: {
      get: async () => ({ size: pdf.length, body: Readable.from([Buffer.from(pdf)]) }),
      put: async () => undefined,
    },
    knowledge: {
      update: async (_id: string, set: Record<string, unknown>) => {
        faqUpdates.push(set);
        return null;
      },
      replaceFaq: async (agentId: string, ownerId: string, faq: { total: number }) => {
        kept.push(faq);
        return { agentId, ownerId, status: 'uploaded', previewRows: [], headers: [], unanswered: [], updatedAt: new Date() };
      },
    },
    indexes: new Map(),
    slides: {
      update: async (_id: string, set: Record<string, unknown>) => {
        slideUpdates.push(set);
        return null;
      },
    },
    writer: null,
    pdf: new PdfReader(pdfLimitsOf(config)),
    now: () => new Date(),
  } as unknown as KnowledgeDeps;
  return { deps, faqUpdates, slideUpdates, kept };
}

const faqEntry = { agentId: 'a1', ownerId: 'o1', csvKey: '', statusBeforeGeneration: null } as unknown as StoredKnowledge;
const slidesEntry = { agentId: 'a1', ownerId: 'o1', run: 'r1' } as unknown as StoredSlides;

async function rssAround(label: string, work: () => Promise<void>): Promise<number> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  await work();
  clearInterval(sample);
  const figures = [before, peak, process.memoryUsage.rss()].map((rss) => Math.round(rss / MB));
  console.log(`${label}: rss before ${figures[0]} MB, peak ${figures[1]} MB, after ${figures[2]} MB`);
  return (peak - before) / MB;
}

describe('PDF bombs are refused with the reason, the service stays small', () => {
  it('a FAQ from a flate bomb fails with the reason', async () => {
    const { deps, faqUpdates } = depsHolding(await flateBombPdf(1024));
    const growth = await rssAround('FAQ from a 1 GB flate bomb', () => runPdfFaq(deps, faqEntry, 'uploads/bomb.pdf'));
    expect(faqUpdates.at(-1)).toEqual({ status: 'failed', progress: null, error: `Failed to process PDF: ${FLATE_BOMB}` });
    expect(growth).toBeLessThan(400);
  });

  it('a FAQ from an image bomb fails with the reason', async () => {
    const { deps, faqUpdates } = depsHolding(await imageBombPdf());
    await runPdfFaq(deps, faqEntry, 'uploads/bomb.pdf');
    expect(faqUpdates.at(-1)).toEqual({ status: 'failed', progress: null, error: `Failed to process PDF: ${IMAGE_BOMB}` });
  });

  it('slides from a flate bomb or an image bomb end failed with the reason, never ready', async () => {
    for (const [bomb, reason] of [
      [await flateBombPdf(1024), FLATE_BOMB],
      [await imageBombPdf(), IMAGE_BOMB],
    ] as const) {
      const { deps, slideUpdates } = depsHolding(bomb);
      const growth = await rssAround(`slides from a bomb (${reason.slice(0, 20)}...)`, () =>
        runSlides(deps, slidesEntry, 'uploads/bomb.pdf'),
      );
      expect(slideUpdates.some((set) => set.status === 'ready')).toBe(false);
      expect(slideUpdates.at(-1)).toEqual({ status: 'failed', progress: null, error: `Failed to generate slides: ${reason}` });
      expect(growth).toBeLessThan(400);
    }
  });

  it('a normal PDF still makes slides and a FAQ', async () => {
    const { deps, slideUpdates } = depsHolding(await slideDeckPdf(3));
    await runSlides(deps, slidesEntry, 'uploads/deck.pdf');
    expect(slideUpdates.at(-1)).toMatchObject({ status: 'ready', progress: { step: 'Ready: 3 slides', percent: 100 } });
    const faq = depsHolding(await faqLeafletPdf());
    await runPdfFaq(faq.deps, faqEntry, 'uploads/leaflet.pdf');
    expect(faq.faqUpdates.map((set) => (set.progress as { step?: string } | null)?.step)).toContain(
      'Reading the PDF (page 2 of 2)',
    );
    expect(faq.kept).toMatchObject([{ total: 3 }]);
  });
});
