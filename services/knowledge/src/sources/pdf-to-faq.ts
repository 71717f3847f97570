import { openPdf, type PdfDocument } from './pdf-runtime.js';
import { pairsFromBlocks, textOf, type Block, type ExtractedPair } from './html-to-faq.js';

const PAGES_MAX = 300;
export interface Line {
  text: string;
  size: number;
}

/** A page's text as lines, top to bottom (items sharing a baseline make one line). */
export async function linesOf(page: { getTextContent(): Promise<{ items: unknown[] }> }): Promise<Line[]> {
  const content = await page.getTextContent();
  const lines: Array<Line & { y: number }> = [];
  for (const raw of content.items) {
    const item = raw as { str?: string; transform?: number[]; height?: number; hasEOL?: boolean };
    if (typeof item.str !== 'string' || !item.transform) continue;
    const y = Math.round(item.transform[5]!);
    const size = Math.round(item.height ?? Math.abs(item.transform[3] ?? 0));
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) <= 2) {
      last.text += item.str;
      last.size = Math.max(last.size, size);
    } else if (item.str.trim()) {
      lines.push({ text: item.str, size, y });
    }
  }
  return lines.map(({ text, size }) => ({ text: text.replace(/\s+/g, ' ').trim(), size })).filter((line) => line.text);
}

/**
 * A PDF's lines as blocks: a line in a larger type than the body is a heading, a line that
 * asks a question stands on its own, and the other lines run together as paragraphs.
 */
function blocksOf(lines: Line[]): Block[] {
  const sizes = lines.map((line) => line.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'text', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of lines) {
    if (line.size > body * 1.15) {
      flush();
      blocks.push({ kind: 'heading', text: line.text });
    } else if (line.text.endsWith('?')) {
      flush();
      blocks.push({ kind: 'text', text: line.text });
    } else {
      paragraph.push(line.text);
      if (/[.!:]$/.test(line.text)) flush();
    }
  }
  flush();
  return blocks;
}

export interface PdfFaq {
  pairs: ExtractedPair[];
  pages: number;
  text: string;
}

/** The question and answer pairs an opened PDF's own text holds (never written by us). */
export async function faqOfDocument(document: PdfDocument, onPage: (read: number, total: number) => void): Promise<PdfFaq> {
  const total = Math.min(document.numPages, PAGES_MAX);
  const lines: Line[] = [];
  for (let number = 1; number <= total; number++) {
    const page = await document.getPage(number);
    lines.push(...(await linesOf(page)));
    page.cleanup();
    onPage(number, total);
  }
  const blocks = blocksOf(lines);
  const byQuestion = new Map<string, ExtractedPair>();
  for (const pair of pairsFromBlocks(blocks)) {
    const key = pair.question.toLowerCase();
    if (!byQuestion.has(key)) byQuestion.set(key, pair);
  }
  return { pairs: [...byQuestion.values()], pages: total, text: textOf(blocks) };
}

/** The question and answer pairs a PDF's own text holds, read in this thread (the service reads in a PdfReader's worker). */
export async function pdfToFaq(
  bytes: Uint8Array,
  onPage: (read: number, total: number) => void = () => undefined,
): Promise<PdfFaq> {
  const document = await openPdf(bytes);
  try {
    return await faqOfDocument(document, onPage);
  } finally {
    await document.destroy();
  }
}
