import type { knowledge, ReplyOf } from '@avatarium/contracts';
import type { z } from 'zod';
import type { StoredKnowledge } from '../faq/knowledge.repository.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { crawlSite } from './crawl-site.js';
import { failGeneration, generationStep, keepGeneratedFaq, pairsFor, startGeneration } from './generated-faq.js';
import { describeSiteFailure, SiteUnreadable } from './site-failure.js';

export const WEBSITE_FAILED = 'Failed to process website';

/** Reads the site and keeps what it found as the FAQ; a failure is said in words, the FAQ the agent had stays. */
export async function runSiteFaq(deps: KnowledgeDeps, entry: StoredKnowledge, url: string): Promise<void> {
  try {
    await generationStep(deps, entry, 'Reading the website', 10);
    let last = 0;
    const read = await crawlSite(new URL(url), deps.fetchPolicy, undefined, (read, total) => {
      const percent = 10 + Math.round((60 * read) / total);
      if (percent - last >= 6) {
        last = percent;
        void generationStep(deps, entry, `Reading the website (${read} pages)`, percent);
      }
    });
    const host = new URL(url).host;
    if (!read.text.trim() && read.pairs.length === 0)
      throw new SiteUnreadable(`We found no readable text on ${host}: it may be built by scripts we do not run.`);
    const pairs = await pairsFor(deps, entry, read);
    if (pairs.length === 0)
      throw new SiteUnreadable(
        `We found no questions and answers on ${host} (${read.pages === 1 ? '1 page' : `${read.pages} pages`} read).`,
      );
    await keepGeneratedFaq(deps, entry, pairs);
  } catch (error) {
    await failGeneration(deps, entry, WEBSITE_FAILED, error, describeSiteFailure(error, url));
  }
}

export function generateFaqFromSite(
  deps: KnowledgeDeps,
  input: z.output<typeof knowledge.generateFaqFromSite.request>,
  track: (work: Promise<void>) => void,
): Promise<ReplyOf<typeof knowledge.generateFaqFromSite>> {
  return startGeneration(deps, input, track, { kind: 'site', url: input.url }, (entry) => runSiteFaq(deps, entry, input.url));
}
