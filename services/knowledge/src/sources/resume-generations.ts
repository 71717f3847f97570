import { announce } from '../faq/knowledge-view.js';
import type { KnowledgeDeps } from '../knowledge-deps.js';
import { takeEachClaimed } from '../stalled-jobs.js';
import { runPdfFaq } from './generate-from-pdf.js';
import { runSiteFaq } from './generate-from-site.js';
import { endGeneration } from './generated-faq.js';

/**
 * FAQ generations cut off by a kill or restart (silent for `stalledAfterMs`) run again from
 * their source, the owner's PDF or the website; one from before the source was kept ends with
 * a message saying to start it again (the FAQ the agent had stays, in the state it was in).
 */
export function resumeStalledGenerations(
  deps: KnowledgeDeps,
  track: (work: Promise<void>) => void,
  stalledAfterMs: number,
): Promise<void> {
  return takeEachClaimed(
    () => deps.knowledge.claimStalledGeneration(new Date(Date.now() - stalledAfterMs)),
    async (entry) => {
      const source = entry.generationSource;
      if (source) {
        announce(deps, entry);
        track(source.kind === 'pdf' ? runPdfFaq(deps, entry, source.key) : runSiteFaq(deps, entry, source.url));
        return;
      }
      await endGeneration(deps, entry, 'The FAQ generation was interrupted by a restart: start it again.');
    },
  );
}
