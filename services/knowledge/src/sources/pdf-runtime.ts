import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as napi from '@napi-rs/canvas';

/** pdf.js reads the 14 standard fonts' metrics from its own package (no download). */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

// pdf.js draws with the browser's Path2D, DOMMatrix and ImageData: in Node they come from
// @napi-rs/canvas, and must be in place before pdf.js loads.
const globals = globalThis as Record<string, unknown>;
globals.Path2D ??= napi.Path2D;
globals.DOMMatrix ??= napi.DOMMatrix;
globals.ImageData ??= napi.ImageData;
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/**
 * A PdfReader's worker loads pdf.js before our TypeScript (tsx would transform its 2 MB on every
 * start: seconds and 200 MB) and leaves it here.
 */
export const PRELOADED_PDFJS = Symbol.for('avatarium.pdfjs');
const preloaded = (globalThis as Record<symbol, PdfJs | undefined>)[PRELOADED_PDFJS];
const pdfjs: Promise<PdfJs> = preloaded ? Promise.resolve(preloaded) : import('pdfjs-dist/legacy/build/pdf.mjs');

export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** A page is drawn on at most this many pixels (a huge page box is drawn smaller). */
const CANVAS_MAX_PIXELS = 16_000_000;

/**
 * Opens a PDF from its bytes (no scripts, no system fonts, quiet). Images over `maxImagePixels`
 * are left out by pdf.js rather than decoded (the scan refuses them before; this is the backstop).
 */
export async function openPdf(bytes: Uint8Array, options: { maxImagePixels?: number } = {}): Promise<PdfDocument> {
  const { getDocument } = await pdfjs;
  return getDocument({
    data: bytes,
    maxImageSize: options.maxImagePixels ?? -1,
    isOffscreenCanvasSupported: false,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    verbosity: 0,
  }).promise;
}

/** One page drawn as a PNG about `width` pixels wide. */
export async function pageAsPng(document: PdfDocument, number: number, width = 1280): Promise<Buffer> {
  const page = await document.getPage(number);
  try {
    const base = page.getViewport({ scale: 1 });
    const fits = Math.sqrt(CANVAS_MAX_PIXELS / Math.max(1, base.width * base.height));
    const viewport = page.getViewport({ scale: Math.min(3, width / base.width, fits) });
    const canvas = napi.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    return await canvas.encode('png');
  } finally {
    page.cleanup();
  }
}
