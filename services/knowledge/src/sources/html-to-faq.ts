import { Parser } from 'htmlparser2';

export interface ExtractedPair {
  question: string;
  answer: string;
}

export interface HtmlPage {
  pairs: ExtractedPair[];
  links: string[];
  text: string;
}

/** A piece of a document in reading order (a page's element, a PDF's line or paragraph). */
export type Block = { kind: 'heading' | 'text' | 'dt' | 'dd' | 'summary' | 'details-end'; text: string };

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'footer', 'header', 'form', 'button']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'blockquote']);
const ANSWER_MAX = 1200;

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
const isQuestion = (text: string) => text.length >= 8 && text.length <= 300 && text.endsWith('?');

/** The page's text as blocks in reading order (headings, paragraphs, definition terms, summaries). */
function blocksOf(html: string): { blocks: Block[]; links: string[] } {
  const blocks: Block[] = [];
  const links: string[] = [];
  const open: string[] = [];
  let skipping = 0;
  let current: { kind: Block['kind']; tag: string; text: string } | null = null;
  const flush = () => {
    if (current) {
      const text = tidy(current.text);
      if (text) blocks.push({ kind: current.kind, text });
    }
    current = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        if (SKIPPED.has(name)) skipping += 1;
        if (skipping) return;
        if (name === 'a' && attributes.href) links.push(attributes.href);
        const kind: Block['kind'] | null = HEADINGS.has(name)
          ? 'heading'
          : name === 'dt'
            ? 'dt'
            : name === 'dd'
              ? 'dd'
              : name === 'summary'
                ? 'summary'
                : TEXT_BLOCKS.has(name)
                  ? 'text'
                  : null;
        if (kind) {
          flush();
          current = { kind, tag: name, text: '' };
        } else if (name === 'br' && current) current.text += ' ';
      },
      ontext(text) {
        if (!skipping && current) current.text += text;
        else if (!skipping && tidy(text)) {
          // Loose text (in a div) reads as a paragraph of its own.
          blocks.push({ kind: 'text', text: tidy(text) });
        }
      },
      onclosetag(name) {
        open.pop();
        if (SKIPPED.has(name)) {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping) return;
        if (current && current.tag === name) flush();
        if (name === 'details') blocks.push({ kind: 'details-end', text: '' });
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return { blocks, links };
}

/**
 * Question and answer pairs found in a page's own structure, never written by us: a definition
 * list (dt / dd), a details element (summary / the rest), or a heading or paragraph that asks a
 * question followed by the text up to the next heading or question.
 */
export function htmlToFaq(html: string): HtmlPage {
  const { blocks, links } = blocksOf(html);
  return { pairs: pairsFromBlocks(blocks), links, text: textOf(blocks) };
}

/** A document's readable text, one block per line (what a language model is given). */
export const textOf = (blocks: readonly Block[]) =>
  blocks
    .filter((block) => block.kind !== 'details-end')
    .map((block) => block.text)
    .join('\n');

/** The pairs a document's blocks hold (see htmlToFaq); shared by web pages and PDFs. */
export function pairsFromBlocks(blocks: readonly Block[]): ExtractedPair[] {
  const pairs: ExtractedPair[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.kind === 'dt') {
      const answer = blocks[i + 1]?.kind === 'dd' ? blocks[i + 1]!.text : '';
      if (answer) pairs.push({ question: block.text, answer });
      continue;
    }
    const asks = block.kind === 'summary' || ((block.kind === 'heading' || block.kind === 'text') && isQuestion(block.text));
    if (!asks) continue;
    const parts: string[] = [];
    for (let j = i + 1; j < blocks.length; j++) {
      const next = blocks[j]!;
      if (next.kind === 'details-end' || next.kind === 'heading' || next.kind === 'summary' || next.kind === 'dt') break;
      if (next.kind === 'text' && isQuestion(next.text)) break;
      parts.push(next.text);
      if (parts.join(' ').length > ANSWER_MAX) break;
    }
    const answer = parts.join(' ').slice(0, ANSWER_MAX).trim();
    if (answer) pairs.push({ question: block.text, answer });
  }
  return pairs;
}
