import { parentPort, workerData } from 'node:worker_threads';
import { openPdf, pageAsPng, type PdfDocument } from './pdf-runtime.js';
import { PdfRefused, scanPdf, type PdfScanLimits } from './pdf-scan.js';
import { faqOfDocument, linesOf } from './pdf-to-faq.js';

/** What a PdfReader asks its worker, one request at a time. */
export type PdfRequest = { id: number; op: 'faq' } | { id: number; op: 'page'; number: number };

/** What the worker answers: `id` 0 is the opening (scan, then pdf.js). */
export type PdfReply =
  | { kind: 'opened'; pages: number }
  | { kind: 'progress'; id: number; read: number; total: number }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string; refused: boolean };

export interface PdfWorkerData {
  bytes: Uint8Array;
  limits: PdfScanLimits;
}

const port = parentPort!;
const post = (reply: PdfReply) => port.postMessage(reply);
const failed = (id: number, error: unknown): PdfReply => ({
  kind: 'failed',
  id,
  message: error instanceof Error ? error.message : String(error),
  refused: error instanceof PdfRefused,
});

async function answer(document: PdfDocument, request: PdfRequest): Promise<unknown> {
  if (request.op === 'faq')
    return faqOfDocument(document, (read, total) => post({ kind: 'progress', id: request.id, read, total }));
  const png = await pageAsPng(document, request.number);
  const page = await document.getPage(request.number);
  try {
    return { png, lines: await linesOf(page) };
  } finally {
    page.cleanup();
  }
}

async function serve(): Promise<void> {
  const { bytes, limits } = workerData as PdfWorkerData;
  let document: PdfDocument;
  try {
    scanPdf(bytes, limits);
    document = await openPdf(bytes, { maxImagePixels: limits.maxImagePixels });
  } catch (error) {
    post(failed(0, error));
    return;
  }
  post({ kind: 'opened', pages: document.numPages });
  port.on('message', (request: PdfRequest) => {
    answer(document, request).then(
      (value) => post({ kind: 'done', id: request.id, value }),
      (error: unknown) => post(failed(request.id, error)),
    );
  });
}

void serve();
