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
const pdfjs = import('pdfjs-dist/legacy/build/pdf.mjs');

export type PdfDocument = Awaited<ReturnType<Awaited<typeof pdfjs>['getDocument']>['promise']>;

/** Opens a PDF from its bytes (no scripts, no system fonts, quiet). */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  const { getDocument } = await pdfjs;
  return getDocument({
    data: bytes,
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
    const viewport = page.getViewport({ scale: Math.min(3, width / base.width) });
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
