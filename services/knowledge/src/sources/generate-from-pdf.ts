import type { knowledge, ReplyOf } from '@avatarium/contracts';
import type { z } from 'zod';
import type { StoredKnowledge } from '../faq/knowledge.repository.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { failGeneration, generationStep, keepGeneratedFaq, pairsFor, startGeneration } from './generated-faq.js';

/** The largest PDF read into a FAQ (kept here: this process never loads pdf.js, a PdfReader's worker does). */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PDF_FAILED = 'Failed to process PDF';
export const PDF_WAITING = 'Waiting for another PDF to be read';

export async function runPdfFaq(deps: KnowledgeDeps, entry: StoredKnowledge, pdfKey: string): Promise<void> {
  try {
    await generationStep(deps, entry, 'Reading the PDF', 10);
    const object = await deps.storage.get(pdfKey);
    if (object.size > PDF_MAX_BYTES) throw new Error('the PDF is larger than 20 MB');
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    let last = 0;
    const onPage = (read: number, total: number) => {
      const percent = 10 + Math.round((60 * read) / total);
      if (percent - last >= 6 || read === total) {
        last = percent;
        void generationStep(deps, entry, `Reading the PDF (page ${read} of ${total})`, percent);
      }
    };
    // Read in a worker of its own, after the PDFs before it (a wait is progress, not a stall).
    const read = await deps.pdf.read(
      new Uint8Array(Buffer.concat(chunks)),
      (pdf) => pdf.faq(onPage),
      () => void generationStep(deps, entry, PDF_WAITING, 10),
    );
    const pairs = await pairsFor(deps, entry, read);
    if (pairs.length === 0) throw new Error(`no questions with answers were found on ${read.pages} page(s)`);
    await keepGeneratedFaq(deps, entry, pairs);
  } catch (error) {
    await failGeneration(deps, entry, PDF_FAILED, error);
  }
}

export function generateFaqFromPdf(
  deps: KnowledgeDeps,
  input: z.output<typeof knowledge.generateFaqFromPdf.request>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof knowledge.generateFaqFromPdf>> {
  return startGeneration(deps, input, track, { kind: 'pdf', key: input.pdf_key }, (entry) =>
    runPdfFaq(deps, entry, input.pdf_key),
  );
}
