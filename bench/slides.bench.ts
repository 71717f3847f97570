import { openPdf, pageAsPng } from '../services/knowledge/src/sources/pdf-runtime.js';
import { linesOf } from '../services/knowledge/src/sources/pdf-to-faq.js';
import { scriptOf } from '../services/knowledge/src/slides/slides-use-cases.js';
import { slideDeckPdf } from '../testkit/knowledge/faq-leaflet.js';
import { Report } from './harness.js';

// Issue 12: a 50-page PDF made into slides (each page drawn as a PNG about 1280 px wide and its
// script read from its text), as the knowledge service does, against the 10 s target; beside it,
// reading the same pages' text only (the floor: what a text-only slide maker would cost).

const PAGES = 50;
const report = new Report('slides');
const bytes = await slideDeckPdf(PAGES);

async function makeSlides(withImages: boolean): Promise<number> {
  const started = performance.now();
  const document = await openPdf(bytes.slice());
  try {
    for (let number = 1; number <= document.numPages; number++) {
      if (withImages) await pageAsPng(document, number);
      const page = await document.getPage(number);
      scriptOf(await linesOf(page));
      page.cleanup();
    }
  } finally {
    await document.destroy();
  }
  return performance.now() - started;
}

await makeSlides(true); // loads pdf.js and the canvas once
const full = await makeSlides(true);
const textOnly = await makeSlides(false);
report.add({ name: `${PAGES}-page PDF to slides`, unit: 'ms', figure: full, baseline: textOnly, lowerIsBetter: true });
report.add({ name: 'target: 50 pages under 10 s', unit: 'ms', figure: full, baseline: 10_000, lowerIsBetter: true });
report.note('baseline: the same pages read for their text only (no images)');
report.print();
console.log(`saved ${await report.save({ pages: PAGES, fullMs: full, textOnlyMs: textOnly })}`);
