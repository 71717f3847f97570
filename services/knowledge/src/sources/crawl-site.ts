import type { AddressPolicy } from '@avatarium/platform';
import { htmlToFaq, type ExtractedPair } from './html-to-faq.js';
import { fetchPage } from './safe-fetch.js';

export interface CrawlBudget {
  pages: number;
  bytesPerPage: number;
  totalBytes: number;
}

export const DEFAULT_CRAWL_BUDGET: CrawlBudget = { pages: 20, bytesPerPage: 1_000_000, totalBytes: 5_000_000 };

const sameSite = (a: URL, b: URL) => a.hostname.replace(/^www\./, '') === b.hostname.replace(/^www\./, '');

/**
 * Reads a site breadth first from the page the owner named, staying on that site, within a
 * page and byte budget, and collects the question and answer pairs its pages hold (the first
 * answer to a question wins). Pages that fail are skipped; a refused start page is an error.
 */
/** Text kept for a language model to read (the pages' own words, in order). */
const TEXT_MAX = 96_000;

export async function crawlSite(
  start: URL,
  policy: AddressPolicy,
  budget: CrawlBudget = DEFAULT_CRAWL_BUDGET,
  onPage: (read: number, budgetPages: number) => void = () => undefined,
): Promise<{ pairs: ExtractedPair[]; pages: number; text: string }> {
  let text = '';
  const queue: URL[] = [start];
  const seen = new Set<string>([start.href.split('#')[0]!]);
  const byQuestion = new Map<string, ExtractedPair>();
  let pages = 0;
  let bytes = 0;
  while (queue.length > 0 && pages < budget.pages && bytes < budget.totalBytes) {
    const url = queue.shift()!;
    let page;
    try {
      page = await fetchPage(url, policy, { maxBytes: Math.min(budget.bytesPerPage, budget.totalBytes - bytes) });
    } catch (error) {
      if (pages === 0) throw error;
      continue;
    }
    pages += 1;
    bytes += Buffer.byteLength(page.body);
    onPage(pages, budget.pages);
    if (!/html/i.test(page.contentType)) continue;
    const found = htmlToFaq(page.body);
    if (text.length < TEXT_MAX) text += `${found.text.slice(0, TEXT_MAX - text.length)}\n\n`;
    for (const pair of found.pairs) {
      const key = pair.question.toLowerCase();
      if (!byQuestion.has(key)) byQuestion.set(key, pair);
    }
    const here = new URL(page.url);
    for (const href of found.links) {
      let next: URL;
      try {
        next = new URL(href, here);
      } catch {
        continue;
      }
      next.hash = '';
      if ((next.protocol !== 'http:' && next.protocol !== 'https:') || !sameSite(next, start)) continue;
      if (seen.has(next.href)) continue;
      seen.add(next.href);
      queue.push(next);
    }
  }
  return { pairs: [...byQuestion.values()], pages, text };
}
