import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PdfReply, PdfRequest, PdfWorkerData } from './pdf-worker.js';
import { PdfRefused, type PdfScanLimits } from './pdf-scan.js';
import type { Line, PdfFaq } from './pdf-to-faq.js';

/** What reading one PDF may cost; see docs/operations.md (Knowledge). */
export interface PdfReaderLimits extends PdfScanLimits {
  /** The worker's V8 heap (resourceLimits.maxOldGenerationSizeMb). */
  workerHeapMb: number;
  /** How much the process may grow while a PDF is read (pdf.js's buffers live outside the heap). */
  workerMemoryMb: number;
  /** The longest the worker may take to open the PDF or read one page. */
  timeoutMs: number;
}

/** A PDF opened in its worker. */
export interface OpenedPdf {
  pages: number;
  faq(onPage: (read: number, total: number) => void): Promise<PdfFaq>;
  /** The page drawn as a PNG about 1280 px wide, and its text lines. */
  page(number: number): Promise<{ png: Buffer; lines: Line[] }>;
}

const MB = 1024 * 1024;
const WATCH_EVERY_MS = 50;
const WAITING_EVERY_MS = 30_000;
// The worker loads the canvas and pdf.js as they are (pdf.js needs Path2D, DOMMatrix and
// ImageData before it loads), then the worker module: compiled (production) the .js beside this
// file, from the sources (tsx or vitest) the .ts through tsx, a development tool production
// does not install. Without DecompressionStream pdf.js inflates in JavaScript: the
// native one keeps its buffers when the worker is ended mid-stream (measured: 200 MB lost per
// ended worker), JavaScript's go with the worker.
const resolve = createRequire(import.meta.url).resolve;
const url = (path: string) => JSON.stringify(pathToFileURL(path).href);
const fromSources = import.meta.url.endsWith('.ts');
const WORKER = JSON.stringify(new URL(`./pdf-worker.${fromSources ? 'ts' : 'js'}`, import.meta.url).href);
// tsx's CommonJS build of its API cannot register hooks: its ES module build, found by its package.
const LOAD_WORKER = fromSources
  ? `import(${url(join(dirname(resolve('tsx/package.json')), 'dist/esm/api/index.mjs'))}).then(({ tsImport }) => tsImport(${WORKER}, ${WORKER}))`
  : `import(${WORKER})`;
const BOOT = `
delete globalThis.DecompressionStream;
import(${url(resolve('@napi-rs/canvas'))})
  .then((napi) => {
    globalThis.Path2D ??= napi.Path2D;
    globalThis.DOMMatrix ??= napi.DOMMatrix;
    globalThis.ImageData ??= napi.ImageData;
    return import(${url(resolve('pdfjs-dist/legacy/build/pdf.mjs'))});
  })
  .then((pdfjs) => {
    globalThis[Symbol.for('avatarium.pdfjs')] = pdfjs;
    return ${LOAD_WORKER};
  });
`;

export const tooMuchMemory = () => new PdfRefused('reading the PDF needs more memory than allowed');
export const tooSlow = (limits: PdfReaderLimits) =>
  new PdfRefused(`a page of the PDF took longer than ${Math.round(limits.timeoutMs / 1000)} s to read`);

/**
 * One PDF in its own worker thread: a heap limit, a watch on the process's memory (pdf.js
 * inflates into buffers outside the heap) and a time limit per step; past any of them the worker
 * is terminated (its memory goes with it) and every call fails with the reason.
 */
class PdfWorker {
  private readonly worker: Worker;
  private readonly calls = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; progress?: (read: number, total: number) => void }
  >();
  private failure: Error | null = null;
  private next = 1;
  private timer: NodeJS.Timeout | undefined;
  private readonly watch: NodeJS.Timeout;
  readonly opened: Promise<OpenedPdf>;

  constructor(
    bytes: Uint8Array,
    private readonly limits: PdfReaderLimits,
  ) {
    const copy = new Uint8Array(bytes);
    const data: PdfWorkerData = {
      bytes: copy,
      limits: { maxDecodedBytes: limits.maxDecodedBytes, maxImagePixels: limits.maxImagePixels },
    };
    const startRss = process.memoryUsage.rss();
    this.worker = new Worker(BOOT, {
      eval: true,
      workerData: data,
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb },
    });
    this.watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > limits.workerMemoryMb * MB) this.fail(tooMuchMemory());
    }, WATCH_EVERY_MS);
    this.opened = new Promise<number>((resolve, reject) => {
      this.calls.set(0, { resolve: (pages) => resolve(pages as number), reject });
    }).then((pages) => ({
      pages,
      faq: (onPage) => this.call({ id: 0, op: 'faq' }, onPage) as Promise<PdfFaq>,
      page: async (number) => {
        const { png, lines } = (await this.call({ id: 0, op: 'page', number })) as { png: Uint8Array; lines: Line[] };
        return { png: Buffer.from(png), lines };
      },
    }));
    this.arm();
    this.worker.on('message', (reply: PdfReply) => this.onReply(reply));
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory() : error),
    );
    this.worker.on('exit', () => this.fail(new Error('the PDF reader stopped')));
  }

  private onReply(reply: PdfReply): void {
    this.arm();
    if (reply.kind === 'opened') return this.settle(0, (call) => call.resolve(reply.pages));
    if (reply.kind === 'progress') return this.calls.get(reply.id)?.progress?.(reply.read, reply.total);
    if (reply.kind === 'done') return this.settle(reply.id, (call) => call.resolve(reply.value));
    const error = reply.refused ? new PdfRefused(reply.message) : new Error(reply.message);
    this.settle(reply.id, (call) => call.reject(error));
  }

  private settle(id: number, how: (call: { resolve: (value: unknown) => void; reject: (error: Error) => void }) => void) {
    const call = this.calls.get(id);
    this.calls.delete(id);
    if (call) how(call);
    if (this.calls.size === 0) clearTimeout(this.timer);
  }

  /** The time limit runs while the worker owes an answer, afresh at each message. */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fail(tooSlow(this.limits)), this.limits.timeoutMs);
  }

  private call(request: PdfRequest, progress?: (read: number, total: number) => void): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.calls.set(id, { resolve, reject, progress });
      this.arm();
      this.worker.postMessage({ ...request, id });
    });
  }

  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    this.stop();
    for (const call of this.calls.values()) call.reject(error);
    this.calls.clear();
  }

  stop(): Promise<number> {
    clearInterval(this.watch);
    clearTimeout(this.timer);
    this.failure ??= new Error('the PDF reader was closed');
    return this.worker.terminate();
  }
}

/**
 * Reads PDFs one at a time in this process, each in a worker of its own that ends with its job,
 * so two large (or hostile) PDFs never add up.
 */
export class PdfReader {
  private tail: Promise<void> = Promise.resolve();
  private jobs = 0;

  constructor(readonly limits: PdfReaderLimits) {}

  /**
   * Opens `bytes` in a worker once the jobs before it are done and hands it to `use`; `onWait`
   * is called while it waits (at once, then every 30 s: a job that waits is not stalled).
   */
  async read<T>(bytes: Uint8Array, use: (pdf: OpenedPdf) => Promise<T>, onWait?: () => void): Promise<T> {
    const before = this.tail;
    let release!: () => void;
    this.tail = new Promise((resolve) => (release = resolve));
    let beat: NodeJS.Timeout | undefined;
    if (this.jobs++ > 0 && onWait) {
      onWait();
      beat = setInterval(onWait, WAITING_EVERY_MS);
    }
    try {
      await before;
      clearInterval(beat);
      const worker = new PdfWorker(bytes, this.limits);
      try {
        return await use(await worker.opened);
      } finally {
        await worker.stop();
      }
    } finally {
      clearInterval(beat);
      this.jobs--;
      release();
    }
  }
}
